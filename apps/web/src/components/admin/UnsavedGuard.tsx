// Leaving a form with unsaved changes asks first: inside the app through the router's blocker, and on
// a reload or a closed tab through the browser's own prompt.
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function UnsavedGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title={t('admin.form.unsavedTitle')} centered>
      <Text mb="md">{t('admin.form.unsavedLead')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('admin.form.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()} data-testid="leave-unsaved">
          {t('admin.form.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
