// What the account use cases (spec §6, §7 "Registration and login") share: their dependencies,
// the session user they answer with, and how rule issues and tax data are written.
import type { Db } from '@rian/db';
import type { SessionUser } from '@rian/contracts';
import type { FieldIssue } from '@rian/domain/field-issues';
import { emptyTaxInvoice, type TaxInvoiceData } from '@rian/domain/tax-invoice';
import type { SiteService } from '../site/site.service.ts';
import type { SessionService } from '../auth/session.service.ts';
import type { CartService } from '../cart/cart.service.ts';

/** Something that delivers the outbox soon (the mail sender); absent, mail waits for the sweep. */
export interface MailKicker {
  kick(): void;
}

export interface AccountsDeps {
  db: Db;
  site: Pick<SiteService, 'settingsRow' | 'customLabels' | 'userGroups'>;
  sessions: SessionService;
  carts: CartService;
  publicUrl: string;
  clock: () => Date;
  mailer?: MailKicker | undefined;
}

export interface SignedIn {
  user: SessionUser;
  token: string;
  expiresAt: Date;
}

/** Rule issues as the error envelope carries them. */
export function fieldDetails(issues: readonly FieldIssue[]) {
  return issues.map((i) => ({ path: i.path.join('.'), key: i.key, message: i.message.en, message_th: i.message.th }));
}

export function toSessionUser(u: {
  id: number;
  username: string;
  email: string;
  role: string;
  role_id: number;
  is_student: boolean;
  firstname: string;
  lastname: string;
}): SessionUser {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    role: u.role,
    role_id: u.role_id,
    is_student: u.is_student,
    firstname: u.firstname,
    lastname: u.lastname,
  };
}

/** The users table's tax columns for tax invoice data (spec §5). */
export function taxColumns(d: { readonly [K in keyof TaxInvoiceData]?: unknown }) {
  const base = emptyTaxInvoice();
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    tax_person_type: str(d.tax_person_type) ?? base.tax_person_type,
    tax_name_one: str(d.tax_name_one),
    tax_name_two: str(d.tax_name_two),
    tax_payer_identification_no: str(d.tax_payer_identification_no),
    tax_address: str(d.tax_address),
    tax_postcode: str(d.tax_postcode),
    tax_is_delivery_by_tax_address: d.tax_is_delivery_by_tax_address === 0 ? 0 : 1,
    tax_delivery_address: str(d.tax_delivery_address),
    tax_company_certificate: str(d.tax_company_certificate),
  };
}
