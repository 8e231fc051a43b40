// The texts of learning (the ?learn=true player, the account page's course list, the instructor
// room): shown only in lazily loaded parts of the app, so they stay out of the first-load catalogue.
// Every module that shows them imports this file.
import { addCataloguePart } from '../../lib/i18n.ts';
import th from './locales/th.json';

addCataloguePart('learning', th, () => import('./locales/en.json'));
