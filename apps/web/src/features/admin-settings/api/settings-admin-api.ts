// The settings' back-office calls: the one row of settings (/private/admin/settings), user groups,
// the whitelist and the custom labels with their order.
import { queryOptions } from '@tanstack/react-query';
import { AdminDeletedSchema } from '@rian/contracts/admin/list';
import {
  CustomLabelOneSchema,
  CustomLabelOrderedSchema,
  type CustomLabelCreate,
  type CustomLabelPatch,
} from '@rian/contracts/admin/custom-labels';
import { SettingsOneSchema, type SettingsPatch } from '@rian/contracts/admin/settings';
import { UserGroupOneSchema, type UserGroupCreate, type UserGroupPatch } from '@rian/contracts/admin/user-groups';
import { WhitelistOneSchema, type WhitelistCreate } from '@rian/contracts/admin/whitelist';
import { ADMIN_API, useAdminWrite } from '../../../lib/admin-api.ts';
import { apiGet } from '../../../lib/api-client.ts';

export const settingsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'settings', 'one'],
    queryFn: ({ signal }) => apiGet(`${ADMIN_API}/settings`, SettingsOneSchema, signal),
    staleTime: 0,
  });

export const useUpdateSettings = () =>
  useAdminWrite('settings', SettingsOneSchema, (body: SettingsPatch) => ({ method: 'PATCH', path: 'settings', body }));

export const useSaveUserGroup = () =>
  useAdminWrite(
    'user-groups',
    UserGroupOneSchema,
    ({ id, body }: { id: number | null; body: UserGroupCreate | UserGroupPatch }) =>
      id === null ? { method: 'POST', path: 'user-groups', body } : { method: 'PATCH', path: `user-groups/${id}`, body },
  );

export const useDeleteUserGroup = () =>
  useAdminWrite('user-groups', AdminDeletedSchema, (id: number) => ({ method: 'DELETE', path: `user-groups/${id}` }));

export const useSaveWhitelistEntry = () =>
  useAdminWrite('whitelist', WhitelistOneSchema, ({ id, body }: { id: number | null; body: WhitelistCreate }) =>
    id === null ? { method: 'POST', path: 'whitelist', body } : { method: 'PATCH', path: `whitelist/${id}`, body },
  );

export const useDeleteWhitelistEntry = () =>
  useAdminWrite('whitelist', AdminDeletedSchema, (id: number) => ({ method: 'DELETE', path: `whitelist/${id}` }));

export const useSaveCustomLabel = () =>
  useAdminWrite(
    'custom-labels',
    CustomLabelOneSchema,
    ({ id, body }: { id: number | null; body: CustomLabelCreate | CustomLabelPatch }) =>
      id === null ? { method: 'POST', path: 'custom-labels', body } : { method: 'PATCH', path: `custom-labels/${id}`, body },
  );

export const useDeleteCustomLabel = () =>
  useAdminWrite('custom-labels', AdminDeletedSchema, (id: number) => ({ method: 'DELETE', path: `custom-labels/${id}` }));

export const useOrderCustomLabels = () =>
  useAdminWrite('custom-labels', CustomLabelOrderedSchema, (ids: number[]) => ({
    method: 'PUT',
    path: 'custom-labels/order',
    body: { ids },
  }));
