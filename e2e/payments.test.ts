// End-to-end: online payments in Chromium through the providers' sandboxes: an Omise
// card with 3-D Secure, Omise PromptPay where the waiting page turns to paid without a reload (the
// Socket.IO event, with the 6-second polling behind it), and an Omise card the bank declines, whose
// message stays on the payment step until another card pays. The order is read back from the database.
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { schema } from '@rian/db';
import { aCourse, aStudent } from './factories.ts';
import type { MadeCourse, Person } from './factories.ts';
import { DESKTOP, PHONE, closeClean, screenshotPath } from './harness.ts';
import { anOutline, COURSE_TEXT, coursePath, useShopStack } from './fixtures.ts';
import { latestOrderOf, payQrOnAnotherDevice, signIn, typeCard } from './journeys.ts';

const PASSWORD = 'Rian-buyer-2026';
/** A layout-1 course of 1,500 THB. */
let course: MadeCourse;
let member: Person;
let student: Person;
let declined: Person;

const ctx = useShopStack(async (db) => {
  course = await aCourse(db, { ...COURSE_TEXT, layout: '1', plans: [{ price: 150_000 }, { price: 290_000 }] });
  await anOutline(db, course.id);
  member = await aStudent(db, { username: 'weera', password: PASSWORD });
  student = await aStudent(db, { username: 'manee', password: PASSWORD });
  declined = await aStudent(db, { username: 'somsri', password: PASSWORD });
});

/** From a layout-1 course's side panel to /cart, then an order with `methodId`, up to its payment step. */
async function orderWith(page: Page, made: MadeCourse, methodId: number): Promise<void> {
  await page.goto(ctx.stack.baseUrl + coursePath(made));
  await page.getByTestId('purchase-panel').getByTestId('register-link').click();
  await page.waitForURL(/\/cart/);
  await page.getByTestId('cart-line').waitFor();
  await page.locator(`[data-testid="payment-method"][data-method-id="${methodId}"]`).click();
  // spec §7 analytics: choosing a method is add_payment_info, with the method's type.
  await page.waitForFunction(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some((e) => e.event === 'add_payment_info'),
  );
  await page.waitForFunction(() => !(document.querySelector('[data-testid="checkout-submit"]') as HTMLButtonElement).disabled);
  await page.getByTestId('checkout-submit').click();
  await page.getByTestId('online-payment-step').waitFor();
}

describe('online payments in the browser', () => {
  it('Omise card with 3-D Secure: the bank page, back to Rian, the order paid and the course open', async () => {
    const { context, page, errors } = await ctx.visit('/', DESKTOP);
    await signIn(page, member.user.username, PASSWORD);
    await orderWith(page, course, 8);
    await page.getByTestId('omise-card-form').waitFor();
    await typeCard(page, '4242 4242 4242 4242');
    await page.screenshot({ path: screenshotPath('payment-omise-card-desktop'), fullPage: true });
    await page.getByTestId('card-submit').click();

    // 3-D Secure at the card issuer (the sandbox's page), then back through Rian's return handler.
    await page.waitForURL(/\/sandbox\/omise\/3ds\//);
    await page.screenshot({ path: screenshotPath('payment-omise-3ds-desktop'), fullPage: true });
    await page.getByRole('button', { name: /ชำระสำเร็จ/ }).click();
    await page.waitForURL(/\/payment\/result\?ref=|\/myaccount\/student\/order|\/thankyou/);
    await page.waitForURL(/\/myaccount\/student\/order|\/thankyou/);

    const order = (await latestOrderOf(ctx.stack, member.user.email))!;
    expect(order).toMatchObject({ status: 'approved', payment_status: 'approved', payment_method_id: 8 });
    const access = await ctx.stack.db.handle.db
      .select()
      .from(schema.courseAccess)
      .where(and(eq(schema.courseAccess.course_id, course.id), eq(schema.courseAccess.order_id, order.id)));
    expect(access).toHaveLength(1);
    const attempts = await ctx.stack.db.handle.db
      .select()
      .from(schema.paymentAttempts)
      .where(and(eq(schema.paymentAttempts.order_id, order.id), sql`${schema.paymentAttempts.status} = 'paid'`));
    expect(attempts).toHaveLength(1);
    await closeClean({ context, errors });
  });

  it('Omise PromptPay: the QR waits, the payer scans on another device, and the page turns to paid without a reload (phone)', async () => {
    const { context, page, errors } = await ctx.visit('/', PHONE);
    await signIn(page, student.user.username, PASSWORD);
    await orderWith(page, course, 9);
    await page.getByTestId('online-pay-button').click();
    await page.getByTestId('qr-image').waitFor();
    await page.screenshot({ path: screenshotPath('payment-promptpay-qr-phone'), fullPage: true });
    // A marker that a reload would wipe out.
    await page.evaluate(() => ((window as unknown as { rianMarker: number }).rianMarker = 42));

    await payQrOnAnotherDevice(page, context, ctx.stack);
    expect(await page.evaluate(() => (window as unknown as { rianMarker?: number }).rianMarker)).toBe(42);
    const order = await latestOrderOf(ctx.stack, student.user.email);
    expect(order).toMatchObject({ status: 'approved', payment_status: 'approved', payment_method_id: 9 });
    await page.screenshot({ path: screenshotPath('payment-promptpay-paid-phone'), fullPage: true });
    await closeClean({ context, errors });
  });

  it('a declined Omise card: the message stays on the payment step, and another card pays (desktop)', async () => {
    const { context, page, errors } = await ctx.visit('/', DESKTOP);
    // The page's timers are the test's: the time after the refusal is jumped over, not waited for.
    await page.clock.install();
    await signIn(page, declined.user.username, PASSWORD);
    await orderWith(page, course, 8);
    await page.getByTestId('omise-card-form').waitFor();
    // The sandbox refuses 4000 0000 0000 0002 at once (failure_code payment_rejected).
    await typeCard(page, '4000 0000 0000 0002');
    await page.getByTestId('card-submit').click();
    const alert = page.getByRole('alert').filter({ hasText: 'ชำระเงินไม่สำเร็จ' });
    await alert.waitFor();

    // Well past every delay of the step (the notices' 5 s among them): whatever was to happen has.
    await page.clock.fastForward(10_000);
    await page.waitForLoadState();
    expect(await page.evaluate(() => location.pathname)).toBe('/cart');
    expect(await alert.isVisible()).toBe(true);
    expect(await alert.textContent()).toContain('บัตรของคุณถูกปฏิเสธ');
    expect(await page.getByTestId('card-submit').isEnabled()).toBe(true);
    await page.screenshot({ path: screenshotPath('payment-omise-declined-desktop'), fullPage: true });
    const refused = (await latestOrderOf(ctx.stack, declined.user.email))!;
    expect(refused).toMatchObject({ status: 'notYetReceived', payment_method_id: 8 });

    // Another card on the same order: charged at once, the alert gone, the order paid.
    await typeCard(page, '4111 1111 1111 1111');
    await page.getByTestId('card-submit').click();
    await page.getByTestId('card-paid').waitFor();
    expect(await alert.count()).toBe(0);
    await page.waitForURL(/\/myaccount\/student\/order|\/thankyou/);
    const order = (await latestOrderOf(ctx.stack, declined.user.email))!;
    expect(order).toMatchObject({ id: refused.id, status: 'approved', payment_status: 'approved' });
    await closeClean({ context, errors });
  });
});
