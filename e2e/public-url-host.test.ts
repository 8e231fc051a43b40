// End-to-end: an academy opened at another address than its PUBLIC_URL (issue 18: the demo's default
// PUBLIC_URL is localhost, the browser opens 127.0.0.1). The payment steps that load from the
// providers' sandboxes, Omise's card check (the vault) and the PromptPay QR image, still work: the
// Content-Security-Policy allows the sandboxes' address, and nothing is refused.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { aCourse, aStudent } from './factories.ts';
import type { MadeCourse, Person } from './factories.ts';
import { COURSE_TEXT, coursePath, useShopStack } from './fixtures.ts';
import { DESKTOP, PHONE, closeClean } from './harness.ts';
import { latestOrderOf, signIn, typeCard } from './journeys.ts';

const PASSWORD = 'Rian-buyer-2026';
let course: MadeCourse;
let buyer: Person;

const ctx = useShopStack(
  async (db) => {
    course = await aCourse(db, { ...COURSE_TEXT, layout: '1', plans: [{ price: 150_000 }] });
    buyer = await aStudent(db, { username: 'somchai', password: PASSWORD });
  },
  { publicHost: 'localhost' },
);

async function toPaymentStep(page: Page, methodId: number) {
  await page.goto(ctx.stack.baseUrl + coursePath(course));
  await page.getByTestId('purchase-panel').getByTestId('register-link').click();
  await page.waitForURL(/\/cart/);
  await page.locator(`[data-testid="payment-method"][data-method-id="${methodId}"]`).click();
  await page.waitForFunction(() => !(document.querySelector('[data-testid="checkout-submit"]') as HTMLButtonElement).disabled);
  await page.getByTestId('checkout-submit').click();
  await page.getByTestId('online-payment-step').waitFor();
}

describe('an academy opened at 127.0.0.1 while PUBLIC_URL says localhost', () => {
  it('shows the PromptPay QR image from the sandbox (phone)', async () => {
    expect(ctx.stack.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:/);
    const visit = await ctx.visit('/', PHONE);
    await signIn(visit.page, buyer.user.username, PASSWORD);
    await toPaymentStep(visit.page, 9);
    await visit.page.getByTestId('online-pay-button').click();
    const qr = visit.page.getByTestId('qr-image');
    await qr.waitFor();
    await visit.page.waitForFunction(() => {
      const img = document.querySelector('[data-testid="qr-image"]') as HTMLImageElement | null;
      return img !== null && img.complete;
    });
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await closeClean(visit);
  });

  it("checks an Omise card at the sandbox's vault and pays (desktop)", async () => {
    const visit = await ctx.visit('/', DESKTOP);
    const { page } = visit;
    await signIn(page, buyer.user.username, PASSWORD);
    await toPaymentStep(page, 8);
    await page.getByTestId('omise-card-form').waitFor();
    await typeCard(page, '4242 4242 4242 4242');
    await page.getByTestId('card-submit').click();
    await page.waitForURL(/\/sandbox\/omise\/3ds\//);
    await page.getByRole('button', { name: /ชำระสำเร็จ/ }).click();
    // Back at the address the buyer opened, where their session is.
    await page.waitForURL(/^http:\/\/127\.0\.0\.1:\d+\/(myaccount\/student\/order|thankyou)/);
    expect(await latestOrderOf(ctx.stack, buyer.user.email)).toMatchObject({ payment_status: 'approved', payment_method_id: 8 });
    await closeClean(visit);
  });
});
