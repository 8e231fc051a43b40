// The one allow-list of rich text the back office may store (spec §2 custom pages, §3 course
// description): what its editor makes (headings, paragraphs, lists, quotes, code, links, images,
// simple tables) and nothing that runs: no scripts, styles, event attributes or javascript: links.
// Applied when a page body, a course's or a product's description or a page tab is written; what is
// stored is what is served.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    '*': ['style'],
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // A link that opens another tab cannot reach back into this one.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** The HTML with everything outside the allow-list removed; relative /uploads/… images stay. */
export function cleanRichHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Cleaned HTML that shows nothing (no text, no picture: an editor's empty paragraph) as ''. */
export function cleanRichBody(html: string): string {
  const clean = cleanRichHtml(html);
  const text = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;/g, '');
  return text.trim() === '' && !/<img\b/i.test(clean) ? '' : clean;
}

/**
 * A course's description as stored: rich text from the editor is cleaned; plain text (written
 * before the editor, or through the API) stays text, which the storefront shows as paragraphs.
 */
export function cleanDescription(text: string): string {
  return /^\s*</.test(text) ? cleanRichHtml(text) : text;
}

/** The descriptions a course's or a product's patch sends, as stored; those not sent stay unsent. */
export function cleanDescriptions(patch: { description?: string; description_en?: string | null }): {
  description?: string;
  description_en?: string | null;
} {
  const out: { description?: string; description_en?: string | null } = {};
  if (patch.description !== undefined) out.description = cleanDescription(patch.description);
  if (patch.description_en !== undefined) out.description_en = patch.description_en && cleanDescription(patch.description_en);
  return out;
}
