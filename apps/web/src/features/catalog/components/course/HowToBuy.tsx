import { useTranslation } from 'react-i18next';
import { paragraphs } from '../../../../lib/format.ts';
import { TitledSection } from '../../../../components/TitledSection.tsx';

/** How to buy (spec §7 GET /public/payments/howtobuy); plain text, paragraphs by blank lines. */
export function HowToBuy({ description, id }: { description: string; id?: string }) {
  const { t } = useTranslation();
  return (
    <TitledSection id={id} titleId="how-to-buy-title" title={t('course.howToBuy')} testId="how-to-buy">
      <div className="prose prose--boxed">
        {paragraphs(description).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
    </TitledSection>
  );
}
