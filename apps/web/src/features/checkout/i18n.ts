// The texts of buying (the checkout, the cart, orders, shipping, the tax-invoice modal): shown only in
// lazily loaded parts of the app, so they stay out of the course page's first-load catalogue. Every
// module that shows them imports this file.
import { addCataloguePart } from '../../lib/i18n.ts';
import th from './locales/th.json';

addCataloguePart('checkout', th, () => import('./locales/en.json'));
