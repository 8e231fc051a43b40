// What the checkout offers for withholding tax (spec §5 "The withholding tax checkbox is for juristic
// persons with tax invoice only", §6 "Withholding tax needs a juristic person with tax invoice", §9
// "1000 THB or more (30 USD)", "Withholding percent choices 3 and 1 (default 3)"). The rules are the
// domain's (canWithhold, WITHHOLDING_MINIMUM); this file only feeds them the signed-in account, or a
// visitor's tax invoice as the registration form holds it.
import type { Student } from '@rian/contracts/auth';
import type { Currency } from '@rian/domain/money';
import { validateTaxInvoice } from '@rian/domain/tax-invoice';
import { canWithhold, WITHHOLDING_MINIMUM, type WithholdingPercent, type WithholdingProfile } from '@rian/domain/withholding';
import { taxFormValues, type TaxField } from '../../components/tax-invoice/tax-form.ts';

export type TaxAccount = Pick<Student, TaxField>;

/**
 * Whether the account holds tax invoice data an invoice can be issued with. The stored account has
 * no is_require_tax_invoice flag (GET /private/students returns the tax fields only), so complete
 * data that passes the domain's validateTaxInvoice under the site's certificate setting stands for
 * it: the tax invoice modal saves exactly such data.
 */
export function hasTaxInvoice(account: TaxAccount, certificateRequired: boolean): boolean {
  const type = account.tax_person_type;
  if (type !== 'juristic_person' && type !== 'normal_person') return false;
  return validateTaxInvoice(taxFormValues(account), { companyCertificateRequired: certificateRequired }).ok;
}

export type WithholdingOffer =
  /** Below 1,000 THB / 30 USD: no checkbox, a hint names the minimum (minor units). */
  | { kind: 'belowMinimum'; minimum: number }
  /** A juristic person with a tax invoice: the checkbox and, when checked, 3 % or 1 %. */
  | { kind: 'available' }
  /** Anyone else: a way to switch the account to a juristic person with a tax invoice. */
  | { kind: 'needsJuristic'; isJuristic: boolean };

/** The offer for a buyer's tax profile on a withholding base (minor units). */
function offerFor(profile: WithholdingProfile, currency: Currency, baseMinor: number): WithholdingOffer {
  const minimum = WITHHOLDING_MINIMUM[currency];
  if (baseMinor < minimum) return { kind: 'belowMinimum', minimum };
  if (canWithhold(profile)) return { kind: 'available' };
  return { kind: 'needsJuristic', isJuristic: profile.tax_person_type === 'juristic_person' };
}

export function withholdingOffer(
  account: TaxAccount,
  currency: Currency,
  baseMinor: number,
  certificateRequired: boolean,
): WithholdingOffer {
  const profile = {
    tax_person_type: account.tax_person_type,
    is_require_tax_invoice: hasTaxInvoice(account, certificateRequired),
  };
  return offerFor(profile, currency, baseMinor);
}

/**
 * A visitor's offer (spec §2 layout four, §4: registration and order in one step): the tax invoice
 * they are filling in the registration form stands for the account's, which the server will have
 * stored by the time the order is created. A visitor who asks for no tax invoice is offered nothing.
 */
export function visitorWithholdingOffer(
  profile: WithholdingProfile | null,
  currency: Currency,
  baseMinor: number,
): WithholdingOffer | null {
  if (!profile || profile.tax_person_type === null) return null;
  return offerFor(profile, currency, baseMinor);
}

export interface WithholdingValue {
  checked: boolean;
  percent: WithholdingPercent;
}

/**
 * A request the offer no longer allows (the cart fell under the minimum, the account changed, a
 * visitor) is withdrawn, so the order never asks the server for what it will refuse; null when the
 * value stands.
 */
export function withholdingCorrection(offer: WithholdingOffer | null, value: WithholdingValue): WithholdingValue | null {
  if (value.checked && offer?.kind !== 'available') return { checked: false, percent: value.percent };
  return null;
}
