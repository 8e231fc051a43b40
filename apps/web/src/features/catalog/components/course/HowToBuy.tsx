import { useTranslation } from 'react-i18next';
import { paragraphs } from '../../../../lib/format.ts';

/** How to buy (spec §7 GET /public/payments/howtobuy); plain text, paragraphs by blank lines. */
export function HowToBuy({ description, id }: { description: string; id?: string }) {
  const { t } = useTranslation();
  return (
    <section
      id={id}
      className="section"
      aria-labelledby="how-to-buy-title"
      data-testid="how-to-buy"
      tabIndex={id ? -1 : undefined}
    >
      <h2 id="how-to-buy-title" className="section__title">
        {t('course.howToBuy')}
      </h2>
      <div className="prose prose--boxed">
        {paragraphs(description).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
    </section>
  );
}
