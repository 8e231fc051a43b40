// The Thai banks a transfer can come from, keyed by the codes that also choose a bank's logo
// (spec §3 bank account and bank list option: "Bank logos are chosen by bank code (BAY, BBL, GSB,
// KBANK, KTB, SCB, TTB, TMB, UOB, PROMPTPAY and more); unknown codes get no logo"). Pure data.

/** 'bank' is a bank a transfer can be sent from; 'promptpay' is the PromptPay scheme (a logo, not a source bank). */
export type ThaiBankKind = 'bank' | 'promptpay';

export interface ThaiBank {
  /** Upper-case code, as stored in bank_accounts.bank and sent as banktransfer_value. */
  readonly code: string;
  readonly name_th: string;
  readonly name_en: string;
  readonly kind: ThaiBankKind;
}

const bank = (code: string, name_th: string, name_en: string, kind: ThaiBankKind = 'bank'): ThaiBank =>
  Object.freeze({ code, name_th, name_en, kind });

/** The banks in the order a bank picker lists them. */
export const THAI_BANKS: readonly ThaiBank[] = Object.freeze([
  bank('BAY', 'ธนาคารกรุงศรีอยุธยา', 'Bank of Ayudhya (Krungsri)'),
  bank('BBL', 'ธนาคารกรุงเทพ', 'Bangkok Bank'),
  bank('GSB', 'ธนาคารออมสิน', 'Government Savings Bank'),
  bank('KBANK', 'ธนาคารกสิกรไทย', 'Kasikornbank'),
  bank('KTB', 'ธนาคารกรุงไทย', 'Krungthai Bank'),
  bank('SCB', 'ธนาคารไทยพาณิชย์', 'Siam Commercial Bank'),
  bank('TTB', 'ธนาคารทหารไทยธนชาต', 'TMBThanachart Bank'),
  // spec §3 names TMB among the logo codes: the legacy code of TTB's predecessor, still found on
  // old accounts and reports.
  bank('TMB', 'ธนาคารทหารไทย', 'TMB Bank'),
  bank('UOB', 'ธนาคารยูโอบี', 'United Overseas Bank (Thai)'),
  bank('CIMBT', 'ธนาคารซีไอเอ็มบี ไทย', 'CIMB Thai Bank'),
  bank('KKP', 'ธนาคารเกียรตินาคินภัทร', 'Kiatnakin Phatra Bank'),
  bank('LHB', 'ธนาคารแลนด์ แอนด์ เฮ้าส์', 'Land and Houses Bank'),
  bank('TISCO', 'ธนาคารทิสโก้', 'TISCO Bank'),
  bank('ICBCT', 'ธนาคารไอซีบีซี (ไทย)', 'ICBC (Thai)'),
  bank('BAAC', 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร', 'Bank for Agriculture and Agricultural Cooperatives'),
  bank('GHB', 'ธนาคารอาคารสงเคราะห์', 'Government Housing Bank'),
  bank('IBANK', 'ธนาคารอิสลามแห่งประเทศไทย', 'Islamic Bank of Thailand'),
  bank('PROMPTPAY', 'พร้อมเพย์', 'PromptPay', 'promptpay'),
]);

const BY_CODE: ReadonlyMap<string, ThaiBank> = new Map(THAI_BANKS.map((b) => [b.code, b]));

/** The bank with this code, compared case-insensitively and trimmed; null for an unknown code (spec §3: no logo). */
export function findBank(code: string | null | undefined): ThaiBank | null {
  if (typeof code !== 'string') return null;
  return BY_CODE.get(code.trim().toUpperCase()) ?? null;
}

/** The banks a transfer can come from (spec §7 GET /api/payments/methods/banktreansfer): PromptPay is not a bank. */
export function transferSourceBanks(): ThaiBank[] {
  return THAI_BANKS.filter((b) => b.kind === 'bank');
}
