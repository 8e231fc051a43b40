// The texts of payments (the payment step, bank transfer, online methods, the back office's review):
// shown only in lazily loaded parts of the app, so they stay out of the first-load catalogue.
// Every module that shows them imports this file.
import { addCataloguePart } from '../../lib/i18n.ts';
import th from './locales/th.json';

addCataloguePart('payments', th, () => import('./locales/en.json'));
