import { describe, expect, it } from 'vitest';
import { reportFlags, type ReportFacts } from './report-checks.ts';

const clean: ReportFacts = {
  orderTotal: 150_000,
  transferAmount: 150_000,
  orderCreatedAt: new Date('2026-11-20T03:00:00Z'),
  transferAt: new Date('2026-11-20T03:10:00Z'),
  slipQr: 'read',
  slipBankKnown: true,
  sameTransferElsewhere: 0,
};

describe('reportFlags', () => {
  it('flags nothing on a matching, timely report with a read slip QR', () => {
    expect(reportFlags(clean)).toEqual([]);
  });

  it('flags an amount that is not the order total, either way', () => {
    expect(reportFlags({ ...clean, transferAmount: 149_999 })).toEqual(['amountMismatch']);
    expect(reportFlags({ ...clean, transferAmount: 160_000 })).toEqual(['amountMismatch']);
  });

  it('flags a transfer before the order was placed, with one minute of slack', () => {
    expect(reportFlags({ ...clean, transferAt: new Date('2026-11-20T02:59:30Z') })).toEqual([]);
    expect(reportFlags({ ...clean, transferAt: new Date('2026-11-19T23:00:00Z') })).toEqual(['transferBeforeOrder']);
    expect(reportFlags({ ...clean, transferAt: null })).toEqual([]);
  });

  it('flags an unreadable, foreign or altered slip QR, an unknown bank and a shared transfer', () => {
    expect(reportFlags({ ...clean, slipQr: 'unreadable', slipBankKnown: null })).toEqual(['qrUnreadable']);
    expect(reportFlags({ ...clean, slipQr: 'notSlip', slipBankKnown: null })).toEqual(['qrNotSlip']);
    expect(reportFlags({ ...clean, slipQr: 'badCrc', slipBankKnown: null })).toEqual(['qrNotSlip']);
    expect(reportFlags({ ...clean, slipBankKnown: false })).toEqual(['qrUnknownBank']);
    expect(reportFlags({ ...clean, sameTransferElsewhere: 1 })).toEqual(['qrDuplicate']);
    expect(reportFlags({ ...clean, slipQr: null, slipBankKnown: null })).toEqual([]);
  });
});
