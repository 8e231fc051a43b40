// The account's own texts, a catalogue part: the buyer's orders and documents, the forgotten and
// reset password, the cart's log-in panel, the account page and the session modals. None is on a
// visitor's first load (the header's account control keeps its texts in the core catalogue); every
// module that shows them imports this file.
import { addCataloguePart } from '../../lib/i18n.ts';
import th from './locales/th.json';

addCataloguePart('account', th, () => import('./locales/en.json'));
