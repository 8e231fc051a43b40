// A form error as the reader sees it: this feature's rule keys (pass mark range, one right choice,
// file type, too few choices) from its own texts, the back office's shared keys through fieldError,
// and a server's refusal, which already speaks the reader's language, as it came.
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../components/admin/form-errors.ts';
import '../i18n.ts';

const OWN = new Set(['range', 'tooFew', 'oneCorrect', 'fileType']);

export function useFieldText(): (message: unknown) => string | undefined {
  const { t } = useTranslation();
  return (message) => {
    if (!message) return undefined;
    const text = String(message);
    if (OWN.has(text)) return t(`adminAssignments.validation.${text as 'range'}`);
    if (!/^[a-zA-Z]+$/.test(text)) return text;
    return fieldError(t, text);
  };
}
