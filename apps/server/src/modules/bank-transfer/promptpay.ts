// PromptPay QR of a shop account (payments.md §1 "PromptPay QR ... EMVCo payload"; spec §9 QR image
// width 300). `promptpay-qr` writes the payload: tag 00 "01", 01 "11" static / "12" with an amount,
// 29 the PromptPay merchant (AID A000000677010111 + phone as 0066…, 13-digit id or e-wallet), 58 "TH",
// 53 "764", 54 the amount, 63 the CRC-16 of everything before it.
import generatePayload from 'promptpay-qr';
import QRCode from 'qrcode';
import { promptPayDigits } from '@rian/domain/promptpay';

/** spec §9: the QR image is 300 px wide. */
export const QR_WIDTH = 300;

/**
 * The EMVCo payload for `promptPayId`; with `amountMinor` (satang) a dynamic QR carrying that exact
 * amount, without it a static QR where the payer types the amount.
 */
export function promptPayPayload(promptPayId: string, amountMinor: number | null): string {
  const id = promptPayDigits(promptPayId);
  if (amountMinor === null || amountMinor <= 0) return generatePayload(id, {});
  return generatePayload(id, { amount: amountMinor / 100 });
}

/** The payload as a PNG, 300 px wide. */
export function promptPayPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(payload, { type: 'png', width: QR_WIDTH, margin: 2, errorCorrectionLevel: 'M' });
}
