// spec §8 messages of the checkout's failures.
import { describe, expect, it } from 'vitest';
import { failuresOf, failureText, uniqueTexts } from './failure-text.ts';

describe('failure texts', () => {
  it('says the §8 message in the UI language', () => {
    expect(failureText({ code: 'SHIPPING_REQUIRED' }, 'th')).toBe('กรุณากรอกข้อมูลที่อยู่จัดส่ง');
    expect(failureText({ code: 'CART_EMPTY' }, 'th')).toBe('ยังไม่มีสินค้าในรถเข็น');
    expect(failureText({ code: 'CART_EMPTY' }, 'en')).toBe('Your cart is empty.');
  });

  it('names the courses or the coupon a failure is about', () => {
    expect(failureText({ code: 'COURSE_DUPLICATE', details: { names: ['คอร์ส A', 'คอร์ส B'] } }, 'th')).toBe(
      'คุณเป็นเจ้าของคอร์สนี้แล้ว (คอร์ส A, คอร์ส B)',
    );
    expect(failureText({ code: 'COUPON_PAYMENT_METHOD', details: { code: 'CARD10' } }, 'en')).toBe(
      'This coupon cannot be used with the chosen payment method. (CARD10)',
    );
  });

  it('reads an unknown code as the generic error', () => {
    expect(failureText({ code: 'SOMETHING_NEW' }, 'th')).toBe('เกิดข้อผิดพลาดในระบบ กรุณาลองใหม่อีกครั้ง');
  });

  it('reads the server’s details.failures and skips what is not a failure', () => {
    expect(failuresOf({ failures: [{ code: 'NO_MORE_SEAT', details: { names: ['A'] } }, { nope: 1 }, 'x'] })).toEqual([
      { code: 'NO_MORE_SEAT', details: { names: ['A'] } },
    ]);
    expect(failuresOf(undefined)).toEqual([]);
    expect(failuresOf({ failures: 'no' })).toEqual([]);
  });

  it('shows the same message once', () => {
    expect(uniqueTexts([{ code: 'CART_EMPTY' }, { code: 'CART_EMPTY' }], 'th')).toEqual(['ยังไม่มีสินค้าในรถเข็น']);
  });
});
