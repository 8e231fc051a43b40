// Steps the buying journeys share (checkout, bank transfer, online payments, coupons): signing in from
// the header, a guest's registration form on a course page, and the buyer's latest order as the server
// wrote it.
import { desc, eq } from 'drizzle-orm';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { schema } from '@rian/db';
import type { Stack } from './harness.ts';

/** Signs in from the header's log-in modal. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByTestId('header-login').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('ชื่อผู้ใช้หรืออีเมล').fill(username);
  const field = dialog.getByLabel('รหัสผ่าน', { exact: true });
  await field.fill(password);
  await field.press('Enter');
  await page.getByTestId('account-name').waitFor();
}

/** The newest order of the account with this e-mail, or null. */
export async function latestOrderOf(stack: Stack, email: string) {
  const db = stack.db.handle.db;
  const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email));
  if (!user) return null;
  const [order] = await db
    .select()
    .from(schema.orders)
    .where(eq(schema.orders.user_id, user.id))
    .orderBy(desc(schema.orders.id))
    .limit(1);
  return order ?? null;
}

/** Types a card into the Omise card form (the sandbox's test numbers, omise/sandbox.ts). */
export async function typeCard(page: Page, number: string): Promise<void> {
  await page.getByTestId('card-name').fill('RIAN TESTER');
  await page.getByTestId('card-number').fill(number);
  await page.getByTestId('card-month').fill('12');
  await page.getByTestId('card-year').fill('2030');
  await page.getByTestId('card-cvv').fill('123');
}

/**
 * Pays the PromptPay QR the page shows from another "device" (a second page of `context`, on the
 * sandbox page the QR stands for), then waits until the buyer's page has moved on to the paid order.
 */
export async function payQrOnAnotherDevice(page: Page, context: BrowserContext, stack: Stack): Promise<void> {
  const href = await page.getByTestId('qr-sandbox-link').getAttribute('href');
  const payer = await context.newPage();
  await payer.goto(new URL(href!, stack.baseUrl).toString());
  await payer.getByRole('button', { name: /ชำระสำเร็จ/ }).click();
  await payer.close();
  await page.waitForURL(/\/myaccount\/student\/order|\/thankyou/, { timeout: 15_000 });
}

/** The input labelled `label` (a required field's label ends with Mantine's " *"). */
export function field(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}

export interface Guest {
  firstname: string;
  lastname: string;
  email: string;
  username: string;
  password: string;
}

/** Fills a guest's contact form and chosen credentials on a course page (fixtures.ts registrationQuestions asked). */
export async function fillGuestRegistration(page: Page, guest: Guest): Promise<void> {
  await page.getByTestId('registration-form').waitFor();
  await field(page, 'ชื่อ').fill(guest.firstname);
  await field(page, 'นามสกุล').fill(guest.lastname);
  await field(page, 'ชื่อเล่น').fill(guest.firstname.slice(0, 2));
  await field(page, 'อีเมล').fill(guest.email);
  await field(page, 'เบอร์โทรศัพท์').fill('0898765432');
  await field(page, 'ระดับการศึกษาสูงสุด').selectOption('ปริญญาตรี');
  await page.getByLabel('ข้าพเจ้ายอมรับเงื่อนไขการใช้บริการและนโยบายความเป็นส่วนตัว').check();
  await field(page, 'ชื่อผู้ใช้').fill(guest.username);
  await field(page, 'รหัสผ่าน').fill(guest.password);
  await field(page, 'ยืนยันรหัสผ่าน').fill(guest.password);
}

/** On /cart with a line: waits until the order can be submitted, submits it, and waits for the bank transfer step. */
export async function orderCartByTransfer(page: Page): Promise<void> {
  await page.getByTestId('cart-line').waitFor();
  await page.waitForFunction(() => !(document.querySelector('[data-testid="checkout-submit"]') as HTMLButtonElement).disabled);
  await page.getByTestId('checkout-submit').click();
  await page.getByTestId('bank-transfer-step').waitFor();
}
