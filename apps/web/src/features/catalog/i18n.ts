// The texts of the home, product and promotion pages, a catalogue part: a course page, the page a
// visitor lands on most, does not carry them. Every module that shows them imports this file.
import { addCataloguePart } from '../../lib/i18n.ts';
import th from './locales/th.json';

addCataloguePart('catalogPages', th, () => import('./locales/en.json'));
