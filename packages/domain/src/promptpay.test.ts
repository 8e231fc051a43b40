import { describe, expect, it } from 'vitest';
import { isPromptPayId, promptPayDigits } from './promptpay.ts';

describe('isPromptPayId', () => {
  it('takes a mobile phone, a tax id and an e-wallet id, with spaces or hyphens between groups', () => {
    expect(isPromptPayId('0812345678')).toBe(true);
    expect(isPromptPayId('081-234-5678')).toBe(true);
    expect(isPromptPayId('1 2345 67890 12 3')).toBe(true);
    expect(isPromptPayId('123456789012345')).toBe(true);
  });

  it('refuses other lengths, letters and a 10-digit number not starting with 0', () => {
    expect(isPromptPayId('081234567')).toBe(false);
    expect(isPromptPayId('08123456789')).toBe(false);
    expect(isPromptPayId('1812345678')).toBe(false);
    expect(isPromptPayId('08123456ab')).toBe(false);
    expect(isPromptPayId('')).toBe(false);
  });

  it('keeps only the digits people group', () => {
    expect(promptPayDigits('081-234 5678')).toBe('0812345678');
  });
});
