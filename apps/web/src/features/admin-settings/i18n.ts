// The settings pages' texts, a catalogue part of their own (lib/admin-i18n.ts): every module of
// this feature that shows them imports this file.
import '../../lib/admin-i18n.ts';
import { addCataloguePart } from '../../lib/i18n.ts';
import th from './locales/th.json';

addCataloguePart('adminSettings', th, () => import('./locales/en.json'));
