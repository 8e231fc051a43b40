// The back office's API under /private/admin: one file of routes per resource.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminRoutesDeps } from './admin-guard.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { categoryRoutes } from './categories/categories.routes.ts';
import { couponRoutes } from './coupons/coupons.routes.ts';
import { courseRoutes } from './courses/courses.routes.ts';
import { productRoutes } from './products/products.routes.ts';
import { promotionRoutes } from './promotions/promotions.routes.ts';
import { shippingFeeRoutes } from './shipping-fees/shipping-fees.routes.ts';
import { pageContentRoutes } from './pages/content.routes.ts';
import { teacherRoutes } from './teachers/teachers.routes.ts';
import { customLabelRoutes } from './custom-labels/custom-labels.routes.ts';
import { paymentSettingsRoutes } from './payment-settings/payment-settings.routes.ts';
import { settingsRoutes } from './settings/settings.routes.ts';
import { userGroupRoutes } from './user-groups/user-groups.routes.ts';
import { whitelistRoutes } from './whitelist/whitelist.routes.ts';
import { courseContentRoutes } from './content/content.routes.ts';
import { planRoutes } from './plans/plans.routes.ts';
import { orderRoutes } from './orders/orders.routes.ts';
import { salesRoutes } from './sales/sales.routes.ts';
import { tabRoutes } from './tabs/tabs.routes.ts';
import { bankAccountRoutes } from './bank-accounts/bank-accounts.routes.ts';
import { paymentReportRoutes } from './payment-reports/payment-reports.routes.ts';
import { mailRoutes } from './mails/mails.routes.ts';
import { notifyRoutes } from './notify/notify.routes.ts';
import { userRoutes } from './users/users.routes.ts';
import { searchRoutes } from './search/search.routes.ts';

export function adminRoutes(deps: AdminRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    auditRoutes(app, deps);
    courseRoutes(app, deps);
    categoryRoutes(app, deps);
    productRoutes(app, deps);
    shippingFeeRoutes(app, deps);
    promotionRoutes(app, deps);
    pageContentRoutes(app, deps);
    teacherRoutes(app, deps);
    settingsRoutes(app, deps);
    customLabelRoutes(app, deps);
    userGroupRoutes(app, deps);
    whitelistRoutes(app, deps);
    paymentSettingsRoutes(app, deps);
    courseContentRoutes(app, deps);
    planRoutes(app, deps);
    orderRoutes(app, deps);
    salesRoutes(app, deps);
    couponRoutes(app, deps);
    tabRoutes(app, deps);
    bankAccountRoutes(app, deps);
    paymentReportRoutes(app, deps);
    mailRoutes(app, deps);
    notifyRoutes(app, deps);
    userRoutes(app, deps);
    searchRoutes(app, deps);
  };
}
