// The rich-text editor's texts (toolbar labels, the image control), a catalogue part of its own
// (namespace adminRichText), so every back-office form that writes rich text shares them.
import { addCataloguePart } from '../../../lib/i18n.ts';
import th from './locales/th.json';

addCataloguePart('adminRichText', th, () => import('./locales/en.json'));
