// /admin/users/:id: one member, their orders, course access and groups, and the account's actions.
import { useParams } from 'react-router';
import { UserDetail } from '../../features/admin-people/components/UserDetail.tsx';

export function Component() {
  const { id } = useParams();
  return <UserDetail key={id} id={Number(id)} />;
}
