// /admin/mails: the mail outbox.
import { MailList } from '../../features/admin-mails/components/MailList.tsx';

export function Component() {
  return <MailList />;
}
