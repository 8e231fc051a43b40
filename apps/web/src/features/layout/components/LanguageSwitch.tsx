import { useTranslation } from 'react-i18next';
import { changeLang, LANGS } from '../../../lib/i18n.ts';
import { useLang } from '../../../lib/use-lang.ts';

// Each language names itself, so that a reader of either can find their own.
const NAMES = { th: 'ภาษาไทย', en: 'English' } as const;
const SHORT = { th: 'TH', en: 'EN' } as const;

export function LanguageSwitch() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div role="group" aria-label={t('lang.label')} className="lang-switch">
      {LANGS.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          className="lang-switch__button"
          aria-pressed={lang === l}
          aria-label={NAMES[l]}
          onClick={() => void changeLang(l)}
        >
          {SHORT[l]}
        </button>
      ))}
    </div>
  );
}
