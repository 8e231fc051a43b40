// The quiz and homework editors' texts (Thai first, English lazily): a catalogue part of their own.
import { addCataloguePart } from '../../lib/i18n.ts';
import th from './locales/th.json';

addCataloguePart('adminAssignments', th, () => import('./locales/en.json'));
