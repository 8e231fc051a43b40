// Going live in Chromium: a production academy's first administrator is created from the one-time
// set-up link and signs in; a sandbox academy says on every page that payments are simulated, and a
// production one does not.
import { describe, expect, it } from 'vitest';
import { issueSetupLink } from '@rian/server/modules/setup/setup-link';
import { DESKTOP, PHONE, closeClean, screenshotPath, useStack } from './harness.ts';

describe('a production academy', () => {
  const s = useStack(undefined, { production: true });

  it('creates its first administrator from the set-up link, once, and signs in with it (phone)', async () => {
    const link = (await issueSetupLink(s.stack.db.handle.db, s.stack.baseUrl, new Date()))!;
    const { context, page, errors } = await s.visit(new URL(link).pathname + new URL(link).search, PHONE);
    await page.getByTestId('setup-form').waitFor();
    await expect(page.getByTestId('sandbox-banner').count()).resolves.toBe(0);
    await page.getByLabel('ชื่อผู้ใช้').fill('owner');
    await page.getByLabel('อีเมล').fill('owner@academy.example');
    await page.locator('input[name="new-password"]').fill('short');
    await page.getByTestId('setup-submit').click();
    await page.getByText('รหัสผ่านของผู้ดูแลระบบต้องมีอย่างน้อย 10 ตัวอักษร').waitFor();
    await page.locator('input[name="new-password"]').fill('owner-password-1');
    await page.locator('input[name="confirm-password"]').fill('owner-password-1');
    await page.screenshot({ path: screenshotPath('setup-phone') });
    await page.getByTestId('setup-submit').click();
    await page.getByTestId('setup-done').waitFor();

    // The link is spent: opened again it says so.
    await page.reload();
    await page.getByTestId('setup-invalid').waitFor();

    const login = await page.request.post(`${s.stack.baseUrl}/public/auth/login`, {
      data: { username: 'owner', password: 'owner-password-1' },
    });
    expect(login.status()).toBe(200);
    expect((await login.json()).response.user.role).toBe('admin');
    await closeClean({ context, errors });
  });
});

describe('a sandbox academy', () => {
  const s = useStack();

  it('shows the simulated-payments banner on the storefront and the back office', async () => {
    for (const [path, viewport, name] of [
      ['/', PHONE, 'sandbox-banner-home-phone'],
      ['/admin/payments', DESKTOP, 'sandbox-banner-admin-desktop'],
    ] as const) {
      const { context, page } = await s.visit(path, viewport);
      const banner = page.getByTestId('sandbox-banner');
      await banner.waitFor();
      expect(await banner.textContent()).toContain('การชำระเงินทั้งหมดเป็นการจำลอง ไม่มีการตัดเงินจริง');
      await page.screenshot({ path: screenshotPath(name) });
      await context.close();
    }
  });
});
