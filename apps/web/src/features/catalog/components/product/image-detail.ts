export interface GalleryImage {
  url: string;
  alt: string;
}

/**
 * spec §3: image_detail is JSON text, a list of { url, alt }. Bad JSON or odd entries give no
 * images rather than a broken page.
 */
export function parseImageDetail(text: string): GalleryImage[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const out: GalleryImage[] = [];
  for (const item of value) {
    if (typeof item === 'string' && item) out.push({ url: item, alt: '' });
    else if (item && typeof item === 'object' && 'url' in item && typeof item.url === 'string' && item.url) {
      out.push({ url: item.url, alt: 'alt' in item && typeof item.alt === 'string' ? item.alt : '' });
    }
  }
  return out;
}
