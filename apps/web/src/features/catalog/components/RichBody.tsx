import type { CatalogueTab } from '@rian/contracts/catalogue';
import { TitledSection } from '../../../components/TitledSection.tsx';
import { localized, paragraphs } from '../../../lib/format.ts';
import { isRichText } from '../../../lib/rich-text.ts';
import type { Lang } from '@rian/contracts/site';

/**
 * A course's or a product's description, or a page tab's body, as the editor wrote it (HTML the server
 * cleaned against its allow-list when it was saved: lib/rich-html.ts on the server), or plain text
 * as paragraphs.
 */
export function RichBody({ text, testId }: { text: string; testId?: string }) {
  if (isRichText(text)) return <div className="prose" data-testid={testId} dangerouslySetInnerHTML={{ __html: text }} />;
  return (
    <div className="prose" data-testid={testId}>
      {paragraphs(text).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

/** A page tab in the viewer's language: English falls back to Thai where it was left empty. */
export function localTab(tab: CatalogueTab, lang: Lang): { id: number; title: string; body: string } {
  return { id: tab.id, title: localized(tab.title, tab.title_en, lang), body: localized(tab.body, tab.body_en, lang) };
}

/** A course's extra tabs (spec §3 "tabs") as sections of its page, each under its own heading. */
export function TabSections({ tabs, lang }: { tabs: CatalogueTab[]; lang: Lang }) {
  return tabs.map((tab) => {
    const { id, title, body } = localTab(tab, lang);
    return (
      <TitledSection key={id} titleId={`page-tab-${id}`} title={title} testId="page-tab">
        <RichBody text={body} />
      </TitledSection>
    );
  });
}
