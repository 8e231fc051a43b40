// The course editor's own texts (English content, teachers and user groups, duplicating), a catalogue
// part beside the back office's: its components import this file.
import { addCataloguePart } from '../../lib/i18n.ts';
import th from './locales/th.json';

addCataloguePart('adminCourseEditor', th, () => import('./locales/en.json'));
