// /admin/audit: the audit log.
import { AuditList } from '../../features/admin-audit/components/AuditList.tsx';
import type { AdminCrumb } from '../admin/AdminShell.tsx';

export const handle: AdminCrumb = { crumb: 'admin.nav.audit' };

export function Component() {
  return <AuditList />;
}
