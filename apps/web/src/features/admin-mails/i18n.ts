// The mail outbox's and the notices' own texts, a catalogue part beside the back office's: its components import this file.
import { addCataloguePart } from '../../lib/i18n.ts';
import th from './locales/th.json';

addCataloguePart('adminMails', th, () => import('./locales/en.json'));
