// The teachers page's texts, a catalogue part of their own: its components import this file.
import { addCataloguePart } from '../../lib/i18n.ts';
import th from './locales/th.json';

addCataloguePart('adminTeachers', th, () => import('./locales/en.json'));
