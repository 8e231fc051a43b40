// Steps the buying journeys share (checkout, bank transfer, online payments): signing in from the
// header, and the buyer's latest order as the server wrote it.
import { desc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
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
