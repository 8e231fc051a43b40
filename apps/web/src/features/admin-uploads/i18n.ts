// The media library's texts, a catalogue part of their own (namespace adminUploads).
import { addCataloguePart } from '../../lib/i18n.ts';
import th from './locales/th.json';

addCataloguePart('adminUploads', th, () => import('./locales/en.json'));
