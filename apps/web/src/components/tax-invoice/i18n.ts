// The texts of the tax-invoice and withholding forms (the account page, the checkout), a catalogue
// part: every module that shows them imports this file.
import { addCataloguePart } from '../../lib/i18n.ts';
import th from './locales/th.json';

addCataloguePart('taxInvoice', th, () => import('./locales/en.json'));
