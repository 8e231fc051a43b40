import '@mantine/core/styles/Notification.css';
import { useEffect } from 'react';
import { Notification } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// spec §9: profile notices close after 4 s, at the top right. A Mantine core Notification placed
// by account.css: the notifications package is not among this app's dependencies yet.
const PROFILE_NOTICE_MS = 4_000;

export function SavedNotice({ title, message, onClose }: { title: string; message: string; onClose: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = window.setTimeout(onClose, PROFILE_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [onClose]);
  return (
    // Mantine's Notification is role="alert": announced the moment it appears.
    <div className="saved-notice">
      <Notification
        color="green"
        title={title}
        onClose={onClose}
        closeButtonProps={{ 'aria-label': t('account.close') }}
        withBorder
        data-testid="saved-notice"
      >
        {message}
      </Notification>
    </div>
  );
}
