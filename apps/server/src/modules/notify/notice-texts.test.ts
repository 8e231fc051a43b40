import { describe, expect, it } from 'vitest';
import { orderPlacedNotice, transferReportedNotice } from './notice-texts.ts';

describe('the administrators’ notices', () => {
  it('name the order, the buyer, the total in baht and the order’s back-office page', () => {
    const n = orderPlacedNotice({
      orderId: 42,
      buyer: 'สมชาย ใจดี',
      email: 'somchai@example.com',
      total: 150_050,
      currency: 'THB',
      publicUrl: 'https://academy.example',
    });
    expect(n.text).toBe(
      '🛒 คำสั่งซื้อใหม่ #42\nผู้ซื้อ: สมชาย ใจดี (somchai@example.com)\nยอดรวม: ฿1,500.50\nดูคำสั่งซื้อ: https://academy.example/admin/orders/42',
    );
    expect(n.subject).toContain('#42');
  });

  it('send a payment report to the payments queue, whole baht with two decimals', () => {
    const n = transferReportedNotice({
      orderId: 7,
      reporter: 'Jane',
      amount: 490_000,
      currency: 'THB',
      publicUrl: 'https://a.example',
    });
    expect(n.text).toContain('ยอดโอน: ฿4,900.00');
    expect(n.text).toContain('https://a.example/admin/payments');
    expect(n.text).not.toContain('/admin/orders/');
  });
});
