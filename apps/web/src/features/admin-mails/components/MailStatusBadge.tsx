// A mail's state in the outbox: waiting, sent, or given up.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MailStatus } from '@rian/contracts/admin/mails';
import '../i18n.ts';

const COLOURS: Record<MailStatus, string> = { pending: 'yellow', sent: 'teal', failed: 'red' };

export function MailStatusBadge({ status }: { status: MailStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOURS[status]} variant="light">
      {t(`adminMails.status.${status}`)}
    </Badge>
  );
}
