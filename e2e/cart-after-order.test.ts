// End-to-end: after an order, the cart and the course page show it (spec §4 purchase flow). A member
// orders from /cart by bank transfer and comes back to /cart: the course is no longer in the cart, and
// a notice says an order awaits payment, with a link to its payment step; the course page says the
// same; the link opens that order's payment step on the order list. On a phone and on a desktop.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { aBankAccount, aCourse, aStudent } from './factories.ts';
import type { MadeCourse, Person } from './factories.ts';
import { DESKTOP, PHONE, closeClean, screenshotPath } from './harness.ts';
import { COURSE_TEXT, coursePath, useShopStack } from './fixtures.ts';
import { latestOrderOf, orderCartByTransfer, signIn } from './journeys.ts';

const PASSWORD = 'Rian-buyer-2026';
let course: MadeCourse;
const members: Person[] = [];

const ctx = useShopStack(async (db) => {
  await aBankAccount(db, { bank: 'KBANK', bank_name: 'ธนาคารกสิกรไทย', account_id: '123-4-56789-0', sort: 1 });
  course = await aCourse(db, { ...COURSE_TEXT, layout: 'default', plans: [{ price: 420_000 }] });
  members.push(await aStudent(db, { username: 'phone_buyer', firstname: 'ปรีดา', password: PASSWORD }));
  members.push(await aStudent(db, { username: 'desk_buyer', firstname: 'ดวงใจ', password: PASSWORD }));
});

/** Orders the course from /cart by bank transfer (method 1, preselected); answers the new order's id. */
async function orderFromCart(page: Page, member: Person): Promise<number> {
  await page.goto(ctx.stack.baseUrl + coursePath(course));
  await page.getByTestId('register-link').click();
  await page.waitForURL(/\/cart/);
  await orderCartByTransfer(page);
  const order = await latestOrderOf(ctx.stack, member.user.email);
  expect(order).toMatchObject({ status: 'notYetReceived', payment_method_id: 1 });
  return order!.id;
}

describe('after an order', () => {
  for (const [i, [device, viewport]] of (
    [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const
  ).entries()) {
    it(`the cart and the course page show the order awaiting payment (${device})`, async () => {
      const member = members[i]!;
      const visit = await ctx.visit('/', viewport);
      const { page } = visit;
      await signIn(page, member.user.username, PASSWORD);
      const orderId = await orderFromCart(page, member);
      const payHref = `/myaccount/student/order?pay=${orderId}`;

      // Back to the cart: the course has left it, and the notice points to the order's payment.
      await page.goto(ctx.stack.baseUrl + '/cart');
      const cartNotice = page.getByTestId('cart-page').getByTestId('awaiting-payment');
      await cartNotice.waitFor();
      expect(await cartNotice.textContent()).toContain('มีคำสั่งซื้อรอชำระเงิน');
      expect(await cartNotice.getByTestId('awaiting-payment-link').getAttribute('href')).toBe(payHref);
      await page.getByTestId('cart-loading').waitFor({ state: 'detached' });
      expect(await page.getByTestId('cart-line').count()).toBe(0);
      await page.screenshot({ path: screenshotPath(`cart-after-order-${device}`), fullPage: true });

      // The course page says the same.
      await page.goto(ctx.stack.baseUrl + coursePath(course));
      const courseNotice = page.getByTestId('awaiting-payment');
      await courseNotice.waitFor();
      expect(await courseNotice.textContent()).toContain('มีคำสั่งซื้อรอชำระเงิน');
      expect(await courseNotice.getByTestId('awaiting-payment-link').getAttribute('href')).toBe(payHref);
      await page.screenshot({ path: screenshotPath(`course-after-order-${device}`), fullPage: false });

      // The link opens the order's payment step.
      await courseNotice.getByTestId('awaiting-payment-link').click();
      await page.waitForURL(new RegExp(`/myaccount/student/order\\?pay=${orderId}$`));
      const step = page.getByTestId('bank-transfer-step');
      await step.waitFor();
      expect(await step.isVisible()).toBe(true);
      await page.screenshot({ path: screenshotPath(`order-pay-link-${device}`), fullPage: false });
      await closeClean(visit);
    });
  }
});
