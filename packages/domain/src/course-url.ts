// spec §2: the course and product route parameter is "{id}-{slug}"; split on a dash, the first
// piece is the id. Anything that does not start with a positive integer id is not a page.
const MAX_ID = 2_147_483_647; // PostgreSQL integer

export function parseIdSlug(param: string): number | null {
  const first = param.split('-', 1)[0] ?? '';
  if (!/^[1-9][0-9]{0,9}$/.test(first)) return null;
  const id = Number(first);
  return id <= MAX_ID ? id : null;
}

/** ASCII kebab-case slug; Thai titles keep only their Latin part, or none. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

export function courseUrl(id: number, slug: string): string {
  return slug ? `/course/${id}-${slug}` : `/course/${id}`;
}

export function productUrl(id: number, slug: string): string {
  return slug ? `/product/${id}-${slug}` : `/product/${id}`;
}
