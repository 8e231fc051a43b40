// The back office's texts (Thai first, English lazily), a catalogue part of their own: no visitor's
// page loads them. Every back-office module imports this file.
import { addCataloguePart } from './i18n.ts';
import th from './locales/admin/th.json';

addCataloguePart('admin', th, () => import('./locales/admin/en.json'));
