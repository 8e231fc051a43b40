// Site-wide public data: settings, customised texts, custom labels, user groups, payment methods,
// how-to-buy (spec §7). Only public fields leave this module.
import { asc, eq } from 'drizzle-orm';
import { schema, type Db } from '@rian/db';
import type { PublicSiteSettings, PublicPaymentMethod, CustomLabel, MenuLink, PublicCustomPage } from '@rian/contracts';
import { TtlCache } from '../../lib/cache.ts';
import { PUBLIC_METHOD_COLUMNS } from '../payment-methods/public-method-columns.ts';
import { getPublishedPage } from './custom-page.ts';
import { readSiteMenu } from './site-menu.ts';
import { siteLook } from './site-look.ts';

const { siteSettings, textOverrides, customLabels, userGroups, paymentMethods } = schema;

type SiteRow = typeof siteSettings.$inferSelect;

export function toPublicSettings(row: SiteRow): Omit<PublicSiteSettings, 'payments_mode' | 'menu'> {
  return {
    id: row.id,
    ...siteLook(row),
    auto_cancel: row.auto_cancel,
    is_thank_you_page: row.is_thank_you_page,
    default_currency: row.default_currency === 'USD' ? 'USD' : 'THB',
    vat_rate_bp: row.vat_rate_bp,
    vat_included: row.vat_included,
    coupon_one_per_order: row.coupon_one_per_order,
    coupon_promotion_exclusive: row.coupon_promotion_exclusive,
    require_slip: row.require_slip,
    tax_company_certificate_required: row.tax_company_certificate_required,
    course_access_rights: row.course_access_rights,
    user_group_enabled: row.user_group_enabled,
    contact_fields: row.contact_fields,
    is_enable_howtobuy: row.is_enable_howtobuy,
    contact_email: row.contact_email,
    contact_tel: row.contact_tel,
    address: row.address,
    ga4_measurement_id: row.ga4_measurement_id,
  };
}

export class SiteService {
  private readonly settingsCache: TtlCache<number, SiteRow | null>;
  private readonly textsCache: TtlCache<string, Record<string, string>>;
  private readonly methodsCache: TtlCache<number, PublicPaymentMethod[]>;
  private readonly menuCache: TtlCache<number, MenuLink[]>;

  /**
   * cacheMs: how long settings and texts may be served from memory (0 reads every time).
   * `payments.offers` says whether and to whom a method may be offered (payment-credentials.ts:
   * production refuses a method without real credentials; a provider in its test environment is for
   * administrators only); without it every enabled method is offered to everyone.
   * `payments.mode` tells the pages whether payments are simulated (the sandbox banner).
   */
  constructor(
    private readonly db: Db,
    cacheMs = 5_000,
    private readonly payments: {
      offers?: (methodId: number) => Promise<'live' | 'test' | null>;
      mode?: 'sandbox' | 'production';
    } = {},
  ) {
    this.settingsCache = new TtlCache(cacheMs, 10);
    this.textsCache = new TtlCache(cacheMs, 10);
    this.methodsCache = new TtlCache(cacheMs, 1);
    this.menuCache = new TtlCache(cacheMs, 1);
  }
  /** Drops the memoised settings, texts and methods: the back office changed them. */
  forget(): void {
    this.settingsCache.clear();
    this.textsCache.clear();
    this.methodsCache.clear();
    this.menuCache.clear();
  }

  /** The settings row (id 1 is the only site); cached a few seconds because every page reads it. */
  settingsRow(id = 1): Promise<SiteRow | null> {
    return this.settingsCache.get(id, async () => {
      const rows = await this.db.select().from(siteSettings).where(eq(siteSettings.id, id)).limit(1);
      return rows[0] ?? null;
    });
  }

  async settings(id = 1): Promise<PublicSiteSettings | null> {
    const [row, menu] = await Promise.all([this.settingsRow(id), this.menu()]);
    return row ? { ...toPublicSettings(row), payments_mode: this.payments.mode ?? 'sandbox', menu } : null;
  }

  /** The how-to-buy text (GET /public/payments/howtobuy; the course page inlines it). */
  async howToBuy(): Promise<{ is_enable_howtobuy: number; description: string }> {
    const s = await this.settingsRow();
    return { is_enable_howtobuy: s?.is_enable_howtobuy ?? 0, description: s?.howtobuy_description ?? '' };
  }

  /** The header's navigation menu; cached like the settings it travels with. */
  menu(): Promise<MenuLink[]> {
    return this.menuCache.get(1, () => readSiteMenu(this.db));
  }

  /** A published custom page; read every time (one row by its unique slug). */
  page(slug: string): Promise<PublicCustomPage> {
    return getPublishedPage(this.db, slug);
  }

  texts(lang: 'th' | 'en'): Promise<Record<string, string>> {
    return this.textsCache.get(lang, async () => {
      const rows = await this.db
        .select({ key: textOverrides.key, value: textOverrides.value })
        .from(textOverrides)
        .where(eq(textOverrides.lang, lang));
      return Object.fromEntries(rows.map((r) => [r.key, r.value]));
    });
  }

  async customLabels(): Promise<CustomLabel[]> {
    const rows = await this.db
      .select()
      .from(customLabels)
      .where(eq(customLabels.is_active, true))
      .orderBy(asc(customLabels.order_label), asc(customLabels.id));
    return rows.flatMap((r) => {
      const type = r.type_label;
      if (
        type !== 'inputtext' &&
        type !== 'select' &&
        type !== 'multiple' &&
        type !== 'checkbox' &&
        type !== 'radio' &&
        type !== 'image'
      ) {
        return [];
      }
      return [
        { id: r.id, type_label: type, label: r.label, order_label: r.order_label, required: r.required, item_list: r.item_list },
      ];
    });
  }

  userGroups() {
    return this.db
      .select({ id: userGroups.id, name: userGroups.name, is_default: userGroups.is_default })
      .from(userGroups)
      .orderBy(asc(userGroups.id));
  }

  /**
   * Enabled methods that may take payments, with public fields only: application ids and secrets
   * stay here (payments.md). The cart lists these and an order may only name one of them.
   */
  async paymentMethods(viewer: { staff?: boolean } = {}): Promise<PublicPaymentMethod[]> {
    const enabled = await this.enabledMethods();
    const offers = this.payments.offers;
    if (!offers) return enabled;
    const offered = await Promise.all(enabled.map((m) => offers(m.id)));
    return enabled.flatMap((m, i) => {
      if (offered[i] === 'live') return [m];
      // A provider in its test environment takes no money: offered to administrators only, marked.
      return offered[i] === 'test' && viewer.staff ? [{ ...m, test: true }] : [];
    });
  }

  private enabledMethods(): Promise<PublicPaymentMethod[]> {
    // Cached like the settings: the cart and every order read it.
    return this.methodsCache.get(1, () =>
      this.db
        .select(PUBLIC_METHOD_COLUMNS)
        .from(paymentMethods)
        .where(eq(paymentMethods.is_enabled, true))
        .orderBy(asc(paymentMethods.sort), asc(paymentMethods.id)),
    );
  }
}
