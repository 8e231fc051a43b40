// The "mini QR" printed on a Thai bank transfer slip (the Bank of Thailand slip verification payload,
// payments.md §1 bank transfer): EMVCo-style TLV, each field a two-digit tag, a two-digit length and
// the value. Tag 00 holds sub-fields 00 the API id "000001", 01 the sending bank's three-digit code and
// 02 the transaction reference; tag 51 the country "TH"; tag 91 the CRC-16/CCITT (poly 0x1021, start
// 0xFFFF) of everything before its value, "9104" included, as four upper-case hex digits.
// Pure: the server decodes the picture, this reads the text.

/** A slip's transfer as its QR names it. */
export interface SlipQr {
  /** The sending bank's code as the QR carries it (three digits, e.g. "004"). */
  sendingBank: string;
  /** The sending bank's reference of the transfer; with sendingBank it names one transfer. */
  transRef: string;
}

export type SlipQrResult = { ok: true; qr: SlipQr } | { ok: false; reason: 'notSlip' | 'badCrc' };

/** The API id of the slip verification payload. */
export const SLIP_QR_API_ID = '000001';

/** CRC-16/CCITT-FALSE of a string's characters (ASCII payloads), as four upper-case hex digits. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i++) {
    crc ^= (text.charCodeAt(i) & 0xff) << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The fields of a TLV string in order, or null when a length runs past the end or is not digits. */
export function readTlv(text: string): { tag: string; value: string }[] | null {
  const fields: { tag: string; value: string }[] = [];
  let at = 0;
  while (at < text.length) {
    const head = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) return null;
    const length = Number(head.slice(2));
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) return null;
    fields.push({ tag: head.slice(0, 2), value });
    at += 4 + length;
  }
  return fields;
}

/** Tag and value as TLV (the length as two digits): what a slip QR is written from. */
export function tlv(tag: string, value: string): string {
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** The payload of a slip QR for this transfer, CRC included (tests and fixtures write slips with it). */
export function slipQrPayload({ sendingBank, transRef }: SlipQr): string {
  const body = tlv('00', tlv('00', SLIP_QR_API_ID) + tlv('01', sendingBank) + tlv('02', transRef)) + tlv('51', 'TH') + '9104';
  return body + crc16Ccitt(body);
}

const valueOf = (fields: readonly { tag: string; value: string }[], tag: string) => fields.find((f) => f.tag === tag)?.value;

/**
 * A QR's text read as a slip's transfer: `notSlip` for any other QR (a PromptPay payment QR, a web
 * address, damaged TLV), `badCrc` for a slip payload whose checksum does not match (altered or misread).
 */
export function parseSlipQr(text: string): SlipQrResult {
  const payload = text.trim();
  const fields = readTlv(payload);
  if (!fields) return { ok: false, reason: 'notSlip' };
  const inner = readTlv(valueOf(fields, '00') ?? '');
  const crc = valueOf(fields, '91');
  if (!inner || valueOf(inner, '00') !== SLIP_QR_API_ID || crc === undefined || fields.at(-1)?.tag !== '91') {
    return { ok: false, reason: 'notSlip' };
  }
  const sendingBank = valueOf(inner, '01') ?? '';
  const transRef = valueOf(inner, '02') ?? '';
  if (!/^\d{3}$/.test(sendingBank) || !/^[0-9A-Za-z]{1,40}$/.test(transRef) || valueOf(fields, '51') !== 'TH') {
    return { ok: false, reason: 'notSlip' };
  }
  if (crc.toUpperCase() !== crc16Ccitt(payload.slice(0, -4))) return { ok: false, reason: 'badCrc' };
  return { ok: true, qr: { sendingBank, transRef } };
}

/** The Thai banks' three-digit codes a slip QR names, to the codes Rian keys banks by (banks.ts). */
const BANK_BY_NUMBER: Readonly<Record<string, string>> = Object.freeze({
  '002': 'BBL',
  '004': 'KBANK',
  '006': 'KTB',
  '011': 'TTB',
  '014': 'SCB',
  '022': 'CIMBT',
  '024': 'UOB',
  '025': 'BAY',
  '030': 'GSB',
  '033': 'GHB',
  '034': 'BAAC',
  '066': 'IBANK',
  '067': 'TISCO',
  '069': 'KKP',
  '070': 'ICBCT',
  '073': 'LHB',
});

/** Rian's bank code for a slip QR's sending bank number, or null when it is not one Rian knows. */
export function bankOfSlipNumber(number: string): string | null {
  return BANK_BY_NUMBER[number] ?? null;
}
