// /private/admin/whitelist: the e-mails that may sign in while the whitelist mode is on (spec §8). Administrators only.
import {
  WhitelistCreateSchema,
  WhitelistListQuerySchema,
  WhitelistOneSchema,
  WhitelistPageSchema,
  WhitelistPatchSchema,
} from '@rian/contracts/admin/whitelist';
import type { RouteApp } from '../../../lib/route-app.ts';
import type { AdminRoutesDeps } from '../admin-guard.ts';
import { resourceRoutes } from '../resource-routes.ts';
import { loadWhitelistEntry } from './whitelist-view.ts';
import { listWhitelist } from './list-whitelist.ts';
import { whitelistWrites } from './save-whitelist-entry.ts';

export function whitelistRoutes(app: RouteApp, deps: AdminRoutesDeps): void {
  resourceRoutes(app, deps, {
    path: 'whitelist',
    tag: 'whitelist',
    summaries: {
      list: 'Whitelist e-mails, paged',
      create: 'A new e-mail',
      get: 'One e-mail',
      update: 'Correct the e-mail',
      remove: 'Remove an e-mail',
    },
    schemas: {
      query: WhitelistListQuerySchema,
      page: WhitelistPageSchema,
      one: WhitelistOneSchema,
      create: WhitelistCreateSchema,
      patch: WhitelistPatchSchema,
    },
    list: listWhitelist,
    get: loadWhitelistEntry,
    ...whitelistWrites,
  });
}
