// ErrorMessage.tsx's lazily loaded part: the catalogue itself.
import { errorMessage, isErrorCode } from '@rian/domain/errors';
import { useLang } from '../lib/use-lang.ts';

export default function ErrorMessageText({ code }: { code: string }) {
  const lang = useLang();
  return errorMessage(isErrorCode(code) ? code : 'INTERNAL_ERROR', lang);
}
