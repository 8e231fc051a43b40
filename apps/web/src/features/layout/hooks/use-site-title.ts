// The academy's name as the header and the footer show it.
import type { PublicSiteSettings } from '@rian/contracts/site';
import { localized } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';

/** The site's title in the visitor's language; "Rian" until the settings arrive. */
export function useSiteTitle(settings: PublicSiteSettings | undefined): string {
  const lang = useLang();
  return settings ? localized(settings.title, settings.title_en, lang) : 'Rian';
}
