// The texts of the registration form: it loads lazily (course page layout four, the log-in modal's
// register toggle), so its texts stay out of the first-load catalogue. Every module that shows them
// imports this file.
import { addCataloguePart } from '../../lib/i18n.ts';
import th from './locales/th.json';

addCataloguePart('registration', th, () => import('./locales/en.json'));
