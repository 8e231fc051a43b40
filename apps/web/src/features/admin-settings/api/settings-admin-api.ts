// The settings' back-office calls: the one row of settings (/private/admin/settings), user groups,
// the whitelist and the custom labels with their order.
import {
  CustomLabelOneSchema,
  CustomLabelOrderedSchema,
  type CustomLabelCreate,
  type CustomLabelPatch,
} from '@rian/contracts/admin/custom-labels';
import { SettingsOneSchema, type SettingsPatch } from '@rian/contracts/admin/settings';
import { UserGroupOneSchema, type UserGroupCreate, type UserGroupPatch } from '@rian/contracts/admin/user-groups';
import { WhitelistOneSchema, type WhitelistCreate } from '@rian/contracts/admin/whitelist';
import { adminGetQuery, useAdminWrite, useSaveResource } from '../../../lib/admin-api.ts';

export const settingsQuery = () => adminGetQuery(['settings', 'one'], 'settings', SettingsOneSchema);

export const useUpdateSettings = () =>
  useAdminWrite('settings', SettingsOneSchema, (body: SettingsPatch) => ({ method: 'PATCH', path: 'settings', body }));

export const useSaveUserGroup = () => useSaveResource<UserGroupCreate | UserGroupPatch>('user-groups', UserGroupOneSchema);

export const useSaveWhitelistEntry = () => useSaveResource<WhitelistCreate>('whitelist', WhitelistOneSchema);

export const useSaveCustomLabel = () =>
  useSaveResource<CustomLabelCreate | CustomLabelPatch>('custom-labels', CustomLabelOneSchema);

export const useOrderCustomLabels = () =>
  useAdminWrite('custom-labels', CustomLabelOrderedSchema, (ids: number[]) => ({
    method: 'PUT',
    path: 'custom-labels/order',
    body: { ids },
  }));
