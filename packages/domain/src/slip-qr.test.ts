import { describe, expect, it } from 'vitest';
import { bankOfSlipNumber, crc16Ccitt, parseSlipQr, slipQrPayload, tlv } from './slip-qr.ts';

// A slip QR as promptparse's slipVerify writes it (sendingBank "002", transRef "0002123123121200011").
const KNOWN = '004000060000010103002021900021231231212000115102TH91049C30';

describe('parseSlipQr', () => {
  it('reads the sending bank and the transaction reference of a valid slip QR', () => {
    expect(parseSlipQr(KNOWN)).toEqual({ ok: true, qr: { sendingBank: '002', transRef: '0002123123121200011' } });
  });

  it('reads what slipQrPayload writes, and ignores surrounding spaces', () => {
    const text = slipQrPayload({ sendingBank: '004', transRef: '015230134806CTF07890' });
    expect(parseSlipQr(` ${text}\n`)).toEqual({ ok: true, qr: { sendingBank: '004', transRef: '015230134806CTF07890' } });
  });

  it('refuses a slip payload whose CRC does not match', () => {
    expect(parseSlipQr(KNOWN.slice(0, -4) + '0000')).toEqual({ ok: false, reason: 'badCrc' });
    // One character of the reference changed, the old CRC kept.
    expect(parseSlipQr(KNOWN.replace('00021231', '00021232'))).toEqual({ ok: false, reason: 'badCrc' });
  });

  it('answers notSlip for a PromptPay payment QR, a web address, damaged TLV and an empty text', () => {
    const promptPay = '00020101021129370016A000000677010111011300668123456785802TH53037646304';
    const withCrc = promptPay + crc16Ccitt(promptPay);
    expect(parseSlipQr(withCrc)).toEqual({ ok: false, reason: 'notSlip' });
    expect(parseSlipQr('https://example.com/slip')).toEqual({ ok: false, reason: 'notSlip' });
    expect(parseSlipQr('0040000600')).toEqual({ ok: false, reason: 'notSlip' });
    expect(parseSlipQr('')).toEqual({ ok: false, reason: 'notSlip' });
  });

  it('answers notSlip for another API id, a foreign country or a missing CRC', () => {
    const inner = tlv('00', '000002') + tlv('01', '002') + tlv('02', 'ABC123');
    const body = tlv('00', inner) + tlv('51', 'TH') + '9104';
    expect(parseSlipQr(body + crc16Ccitt(body))).toEqual({ ok: false, reason: 'notSlip' });
    const foreign = tlv('00', tlv('00', '000001') + tlv('01', '002') + tlv('02', 'ABC123')) + tlv('51', 'LA') + '9104';
    expect(parseSlipQr(foreign + crc16Ccitt(foreign))).toEqual({ ok: false, reason: 'notSlip' });
    expect(parseSlipQr(tlv('00', tlv('00', '000001') + tlv('01', '002') + tlv('02', 'ABC123')) + tlv('51', 'TH'))).toEqual({
      ok: false,
      reason: 'notSlip',
    });
  });
});

describe('crc16Ccitt', () => {
  it('is CRC-16/CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });
});

describe('bankOfSlipNumber', () => {
  it('maps the three-digit bank numbers to Rian bank codes, unknown to null', () => {
    expect(bankOfSlipNumber('004')).toBe('KBANK');
    expect(bankOfSlipNumber('014')).toBe('SCB');
    expect(bankOfSlipNumber('999')).toBeNull();
  });
});
