import '../i18n.ts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Category } from '@rian/contracts/catalogue';
import { localized } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';

export interface ChipLink {
  key: string;
  label: string;
  to: string;
  active: boolean;
}

/** A row of filter links; the current one is marked for assistive tech and visually. */
export function ChipLinks({ label, chips }: { label: string; chips: ChipLink[] }) {
  return (
    <nav aria-label={label} className="chips">
      <ul className="chips__list">
        {chips.map((c) => (
          <li key={c.key}>
            <Link to={c.to} className="chip" aria-current={c.active ? 'page' : undefined} data-active={c.active || undefined}>
              {c.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Category links of the home page. */
export function CategoryChips({ categories }: { categories: Category[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <ChipLinks
      label={t('home.categories')}
      chips={categories.map((c) => ({
        key: c.link_path,
        label: `${localized(c.name, c.name_en, lang)} (${c.course_count})`,
        to: `/category/${encodeURIComponent(c.link_path)}`,
        active: false,
      }))}
    />
  );
}
