// The upload component's texts, a catalogue part of its own (namespace adminUploadField); the
// spec's own sentences (confirm, hint, refusals) come from @rian/domain/uploads in Thai and English.
import { addCataloguePart } from '../../../lib/i18n.ts';
import th from './locales/th.json';

addCataloguePart('adminUploadField', th, () => import('./locales/en.json'));
