// /admin/mails/:id: one mail, masked where it carries a credential, and its resend.
import { useParams } from 'react-router';
import { MailDetail } from '../../features/admin-mails/components/MailDetail.tsx';

export function Component() {
  const { id } = useParams();
  return <MailDetail key={id} id={Number(id)} />;
}
