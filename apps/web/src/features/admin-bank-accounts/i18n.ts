// The texts of the back office's bank accounts: a catalogue part of their own (Thai first, English
// lazily). Every module of this feature that shows text imports this file.
import { addCataloguePart } from '../../lib/i18n.ts';
import th from './locales/th.json';

addCataloguePart('adminBankAccounts', th, () => import('./locales/en.json'));
