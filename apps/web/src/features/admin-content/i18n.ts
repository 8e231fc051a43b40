// The texts of the storefront-content pages of the back office (pages, menu, texts): a catalogue
// part of their own, Thai now and English when chosen.
import { addCataloguePart } from '../../lib/i18n.ts';
import th from './locales/th.json';

addCataloguePart('adminContent', th, () => import('./locales/en.json'));
