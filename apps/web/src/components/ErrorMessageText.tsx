// ErrorMessage.tsx's lazily loaded part: the catalogue itself.
import { messageOf } from '@rian/domain/errors';
import { useLang } from '../lib/use-lang.ts';

export default function ErrorMessageText({ code }: { code: string }) {
  const lang = useLang();
  return messageOf(code, lang);
}
