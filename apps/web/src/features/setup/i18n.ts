// The texts of /setup (the first administrator of a new academy): shown once in an academy's life,
// so they stay out of every page's first-load catalogue. Every module that shows them imports this file.
import { addCataloguePart } from '../../lib/i18n.ts';
import th from './locales/th.json';

addCataloguePart('setup', th, () => import('./locales/en.json'));
