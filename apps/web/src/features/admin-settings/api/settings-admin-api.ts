// The settings' back-office calls (/private/admin/settings): read the one row, change it.
import { queryOptions } from '@tanstack/react-query';
import { SettingsOneSchema, type SettingsPatch } from '@rian/contracts/admin/settings';
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
