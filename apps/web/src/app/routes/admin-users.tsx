// /admin/users: the member list.
import { UserList } from '../../features/admin-people/components/UserList.tsx';

export function Component() {
  return <UserList />;
}
