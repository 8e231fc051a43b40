// A course's or a product's extra page tabs in the back office: GET/POST
// /private/admin/{courses|products}/{id}/tabs, PUT …/tabs/order and PATCH/DELETE /private/admin/tabs/{id}.
// Every write refreshes the 'tabs' queries.
import { TabListSchema, TabOneSchema, type TabCreate, type TabOwner, type TabPatch } from '@rian/contracts/admin/tabs';
import { adminGetQuery, useAdminWrite } from '../../../lib/admin-api.ts';

export const pageTabsQuery = (owner: TabOwner, ownerId: number) =>
  adminGetQuery(['tabs', owner, ownerId], `${owner}/${ownerId}/tabs`, TabListSchema);

/** A new tab is made on its course or product; an existing one is changed at its own address. */
export const useSaveTab = (owner: TabOwner, ownerId: number) =>
  useAdminWrite('tabs', TabOneSchema, ({ id, body }: { id: number | null; body: TabCreate | TabPatch }) =>
    id === null ? { method: 'POST', path: `${owner}/${ownerId}/tabs`, body } : { method: 'PATCH', path: `tabs/${id}`, body },
  );

/** Every tab id of the page, in the new order. */
export const useReorderTabs = (owner: TabOwner, ownerId: number) =>
  useAdminWrite('tabs', TabListSchema, (ids: number[]) => ({
    method: 'PUT',
    path: `${owner}/${ownerId}/tabs/order`,
    body: { ids },
  }));
