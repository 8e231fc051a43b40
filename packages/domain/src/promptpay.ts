// A PromptPay id as an academy's bank account stores it (payments.md §1 PromptPay QR, spec §2 bank
// transfer): a mobile phone (10 digits, starting 0), a national or tax id (13 digits) or an e-wallet
// id (15 digits). Spaces and hyphens people type between the groups are not part of it.

/** The id without the spaces and hyphens typed between its groups. */
export function promptPayDigits(id: string): string {
  return id.replace(/[\s-]/g, '');
}

/** Whether `id` is a PromptPay id: 10 digits from 0 (a phone), 13 (a tax id) or 15 (an e-wallet). */
export function isPromptPayId(id: string): boolean {
  return /^(0\d{9}|\d{13}|\d{15})$/.test(promptPayDigits(id));
}
