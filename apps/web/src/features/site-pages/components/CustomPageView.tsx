// A custom page of the academy (spec §2 custom pages) inside the storefront's layout. Its body is HTML
// the server cleaned against its allow-list when the page was saved, so it is shown as it is.
import type { PublicCustomPage } from '@rian/contracts/site';
import { localized } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';

export function CustomPageView({ page }: { page: PublicCustomPage }) {
  const lang = useLang();
  const title = localized(page.title, page.title_en, lang);
  const body = lang === 'en' && page.body_en ? page.body_en : page.body;
  return (
    <article className="page custom-page" data-testid="custom-page">
      <h1 className="custom-page__title">{title}</h1>
      <div className="custom-page__body" dangerouslySetInnerHTML={{ __html: body }} />
    </article>
  );
}
