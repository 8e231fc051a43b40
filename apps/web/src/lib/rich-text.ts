// A course's description is rich text (HTML cleaned by the server's allow-list, lib/rich-html.ts on
// the server) when the back office's editor wrote it, or plain text with blank lines between
// paragraphs when it was written before the editor or through the API. One test tells them apart.
import { paragraphs } from './format.ts';

export const isRichText = (text: string): boolean => /^\s*</.test(text);

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What the editor opens: rich text as it is, plain text as escaped paragraphs (single newlines kept). */
export function asEditorHtml(text: string): string {
  if (!text || isRichText(text)) return text;
  return paragraphs(text)
    .map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
