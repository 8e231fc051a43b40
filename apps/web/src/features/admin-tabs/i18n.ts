// The page tabs' own texts, a catalogue part beside the back office's: its components import this file.
import { addCataloguePart } from '../../lib/i18n.ts';
import th from './locales/th.json';

addCataloguePart('adminTabs', th, () => import('./locales/en.json'));
