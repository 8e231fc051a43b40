// End-to-end: the owner tries Omise before offering it, in the system Chromium. In the payment
// settings the owner puts Omise in test mode; a visitor's cart no longer lists its methods, while the
// owner's own cart (an administrator who is also a student, spec §6) lists them marked as a test. The
// owner pays with PromptPay through the provider's sandbox: the order is paid, takes no receipt number,
// and the back office marks it as a test order.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@rian/db';
import { aCourse, anAdmin } from './factories.ts';
import type { MadeCourse, Person } from './factories.ts';
import { COURSE_TEXT, coursePath, notice, useShopStack, visitSignedIn } from './fixtures.ts';
import { DESKTOP, PHONE, closeClean, screenshotPath } from './harness.ts';
import { latestOrderOf, payQrOnAnotherDevice } from './journeys.ts';

const PASSWORD = 'owner-test-mode-2026';
let owner: Person;
/** A layout-1 course of 1,500 THB. */
let course: MadeCourse;

const ctx = useShopStack(async (db) => {
  owner = await anAdmin(db, { username: 'owner', password: PASSWORD, is_student: true });
  course = await aCourse(db, { ...COURSE_TEXT, layout: '1', plans: [{ price: 150_000 }] });
});

const methodOption = (id: number) => `[data-testid="payment-method"][data-method-id="${id}"]`;

describe('a provider in test mode', () => {
  it('the owner switches Omise to test mode; a visitor no longer sees it (desktop)', async () => {
    const { context, page, errors } = await visitSignedIn(ctx, owner, PASSWORD, '/admin', DESKTOP);
    await page.getByTestId('admin-dashboard').waitFor();
    await page.goto(`${ctx.stack.baseUrl}/admin/payment-settings`);
    const omise = page.getByTestId('provider-omise');
    await omise.waitFor();
    await omise.getByRole('switch', { name: 'โหมดทดสอบ' }).click({ force: true });
    await omise.getByRole('button', { name: 'บันทึกรหัส Omise' }).click();
    await notice(page, 'บันทึกแล้ว');
    await page.getByTestId('provider-test-omise').waitFor();
    await page.getByTestId('method-test-9').waitFor();
    await page.screenshot({ path: screenshotPath('admin-provider-test-mode-desktop'), fullPage: true });
    await closeClean({ context, errors });

    const visitor = await ctx.visit(coursePath(course), DESKTOP);
    await visitor.page.getByTestId('purchase-panel').getByTestId('register-link').click();
    await visitor.page.waitForURL(/\/cart/);
    await visitor.page
      .locator(methodOption(1))
      .or(visitor.page.locator(methodOption(2)))
      .first()
      .waitFor();
    expect(await visitor.page.locator(methodOption(9)).count()).toBe(0);
    expect(await visitor.page.getByTestId('payment-method-test').count()).toBe(0);
    await closeClean(visitor);
  });

  it('the owner pays a test order with PromptPay: paid, no receipt, marked in the back office (phone)', async () => {
    const { context, page, errors } = await visitSignedIn(ctx, owner, PASSWORD, '/admin', PHONE);
    await page.getByTestId('admin-dashboard').waitFor();
    await page.goto(ctx.stack.baseUrl + coursePath(course));
    await page.getByTestId('purchase-panel').getByTestId('register-link').click();
    await page.waitForURL(/\/cart/);
    const promptPay = page.locator(methodOption(9));
    expect(await promptPay.getByTestId('payment-method-test').textContent()).toContain('โหมดทดสอบ');
    await promptPay.click();
    await page.waitForFunction(() => !(document.querySelector('[data-testid="checkout-submit"]') as HTMLButtonElement).disabled);
    await page.screenshot({ path: screenshotPath('cart-test-method-phone'), fullPage: true });
    await page.getByTestId('checkout-submit').click();
    await page.getByTestId('online-payment-step').waitFor();
    await page.getByTestId('online-pay-button').click();
    await page.getByTestId('qr-image').waitFor();
    await payQrOnAnotherDevice(page, context, ctx.stack);

    const order = (await latestOrderOf(ctx.stack, owner.user.email))!;
    expect(order).toMatchObject({ payment_status: 'approved', payment_method_id: 9, is_test: true });
    const db = ctx.stack.db.handle.db;
    expect(await db.select().from(schema.documents).where(eq(schema.documents.order_id, order.id))).toEqual([]);

    await page.goto(`${ctx.stack.baseUrl}/admin/orders/${order.id}`);
    await page.getByTestId('order-test').waitFor();
    await page.getByTestId('documents-test-order').waitFor();
    await page.screenshot({ path: screenshotPath('admin-test-order-phone'), fullPage: true });
    await closeClean({ context, errors });
  });
});
