import { useTranslation } from 'react-i18next';

/** An audit row's action and record kind in the reader's language; an unknown one as it is stored. */
export function useAuditWords() {
  const { t } = useTranslation();
  return {
    action: (a: string) => t(`admin.audit.action.${a}` as 'admin.audit.action.create', { defaultValue: a }),
    entity: (e: string) => t(`admin.audit.entity.${e}` as 'admin.audit.entity.course', { defaultValue: e }),
  };
}
