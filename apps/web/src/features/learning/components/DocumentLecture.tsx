import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/icons.tsx';

/** A document lecture: read, then marked done by the owner (SaveProgressBody read: true). */
export function DocumentLecture({ done, onMarkRead }: { done: boolean; onMarkRead?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="learn-document" data-testid="document-lecture">
      <p>{t('learning.document.lead')}</p>
      {done ? (
        <p className="notice" role="status">
          <CheckIcon size={16} /> {t('learning.document.read')}
        </p>
      ) : onMarkRead ? (
        <Button onClick={onMarkRead} data-testid="mark-read">
          {t('learning.document.markRead')}
        </Button>
      ) : null}
    </div>
  );
}
