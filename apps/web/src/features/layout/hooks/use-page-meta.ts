import { useDocumentMeta } from '../../../lib/use-document-meta.ts';
import { localized } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useSiteSettings } from '../../../lib/use-site-settings.ts';

/** "Page | Site" as the document title, the site description unless the page has its own. */
export function usePageMeta(pageTitle: string | null, description?: string | null): void {
  const settings = useSiteSettings();
  const lang = useLang();
  const site = settings ? localized(settings.title, settings.title_en, lang) : null;
  const title = pageTitle && site ? `${pageTitle} | ${site}` : (pageTitle ?? site);
  useDocumentMeta(title, description ?? settings?.description ?? null);
}
