// The account pages' own texts (the buyer's order documents), a catalogue part: its components import this file.
import { addCataloguePart } from '../../lib/i18n.ts';
import th from './locales/th.json';

addCataloguePart('orderDocuments', th, () => import('./locales/en.json'));
