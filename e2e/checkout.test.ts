// End-to-end: buying (spec §2 layout four and /cart, §4 purchase flow and coupon/promotion
// switching, §5 order and shipping rules, §8 PRICE_CHANGED) on the real server and an academy built
// here, in the system Chromium. Every order is read back from the database the server wrote.
import { describe, expect, it } from 'vitest';
import { aCoupon, aCourse, aProduct, aPromotion, aShippingFee, aStudent, FREE_PLAN } from './factories.ts';
import type { CouponRow, MadeCourse, Person, ProductRow } from './factories.ts';
import { DESKTOP, PHONE, closeClean, screenshotPath } from './harness.ts';
import { anOutline, COURSE_TEXT, coursePath, openWindow, useCheckoutStack } from './fixtures.ts';
import { field, fillGuestRegistration, latestOrderOf, signIn } from './journeys.ts';

const PASSWORD = 'Rian-buyer-2026';
const made = {} as {
  /** Layout four, 2,900 THB by default, with a 500 THB promotion. */
  layout4: MadeCourse;
  /** Layout one, 1,500 THB, with a 15 % promotion. */
  layout1: MadeCourse;
  /** The default layout, 4,200 THB. */
  plain: MadeCourse;
  /** Layout four with only a free plan. */
  free: MadeCourse;
};
let save10: CouponRow;
let book: ProductRow;
let student: Person;
let member: Person;

const ctx = useCheckoutStack(async (db) => {
  const course = { ...COURSE_TEXT, ...openWindow() };
  made.layout4 = await aCourse(db, {
    ...course,
    layout: '4',
    plans: [
      { name: 'เรียนได้ 6 เดือน', plan_type: 'Period', term: 6, term_unit: 'Month(s)', price: 290_000 },
      { name: 'เรียนได้ตลอดชีพ', price: 490_000 },
    ],
  });
  made.layout1 = await aCourse(db, { ...course, layout: '1', plans: [{ price: 150_000 }, { price: 290_000 }] });
  made.plain = await aCourse(db, { ...course, layout: 'default', plans: [{ price: 420_000 }] });
  made.free = await aCourse(db, { ...course, layout: '4', plans: [FREE_PLAN] });
  for (const c of Object.values(made)) await anOutline(db, c.id);
  await aPromotion(db, { courses: [made.layout4.id], discount_type: 'amount', discount_amont: 50_000 });
  await aPromotion(db, { courses: [made.layout1.id], discount_type: 'percent', discount_amont: 15 });
  save10 = await aCoupon(db, { code: 'SAVE10', name: 'ส่วนลด 10% ทุกคอร์ส', discount_type: 'percent', discount_amont: 10 });
  book = await aProduct(db, { title: 'หนังสือการตลาดออนไลน์', price: 35_000 });
  await aShippingFee(db, { name: 'ไปรษณีย์ไทย EMS', price: 5_000, sort: 1 });
  await aShippingFee(db, { name: 'Kerry Express', price: 6_000, sort: 2 });
  student = await aStudent(db, { username: 'manee', firstname: 'มานี', lastname: 'ใจงาม', password: PASSWORD });
  member = await aStudent(db, { username: 'weera', firstname: 'วีระ', lastname: 'พัฒนกิจ', password: PASSWORD });
});

describe('checkout', () => {
  it('a guest buys a layout-4 course with a coupon and reaches the payment step (phone)', async () => {
    const { context, page, errors } = await ctx.visit(coursePath(made.layout4), PHONE);
    await page.getByTestId('course-layout-4').waitFor();
    await page.getByTestId('bar-register').click();
    const checkout = page.getByTestId('checkout');
    await checkout.waitFor();
    // spec §4: the highest promotion is auto-selected once (500 THB off this course).
    const summary = page.getByTestId('price-summary');
    await page.getByTestId('summary-promotion').waitFor();
    expect(await page.getByTestId('summary-total').textContent()).toContain('2,400');

    // A coupon while a promotion is chosen: the site makes them exclusive, so a confirmation asks first.
    await page.getByTestId('coupon-code').fill('save10');
    await page.getByTestId('coupon-apply').click();
    await page.getByTestId('switch-deal-confirm').waitFor();
    await page.screenshot({ path: screenshotPath('checkout-switch-deal-phone') });
    await page.getByTestId('switch-deal-confirm').click();
    await page.getByTestId('coupon-chip').waitFor();
    await page.getByTestId('summary-coupon').waitFor();
    expect(await page.getByTestId('summary-promotion').count()).toBe(0);
    // SAVE10: 10 % of 2,900 THB.
    expect(await page.getByTestId('summary-total').textContent()).toContain('2,610');
    expect(await summary.textContent()).toContain('ภาษีมูลค่าเพิ่ม');

    // The contact form and the chosen credentials (layout four).
    const form = page.getByTestId('registration-form');
    await fillGuestRegistration(page, {
      firstname: 'วิภา',
      lastname: 'ซื้อเลย',
      email: 'wipa.buyer@example.co.th',
      username: 'wipa_buyer',
      password: 'Wipa-2026',
    });
    await page.screenshot({ path: screenshotPath('checkout-layout4-filled-phone'), fullPage: true });
    await form.getByTestId('registration-submit').click();

    // spec §4: registered, signed in, the order created, then the payment step of bank transfer.
    const step = page.getByTestId('payment-step');
    await step.waitFor();
    expect(await page.getByTestId('payment-total').textContent()).toContain('2,610');
    expect(await step.getByTestId('bank-account').count()).toBeGreaterThan(0);
    // Layout four hides "report later" / the order-list detour (spec §2).
    expect(await step.getByTestId('payment-order-list').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('checkout-payment-step-phone'), fullPage: true });

    const order = await latestOrderOf(ctx.stack, 'wipa.buyer@example.co.th');
    expect(order).toMatchObject({
      status: 'notYetReceived',
      price: 290000,
      discount: 29000,
      total: 261000,
      coupon_ids: [save10.id],
    });
    // The dataLayer got begin_checkout, but no purchase: the order is not paid yet (spec §7; the
    // purchase comes when it is, bank-transfer.test.ts).
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
        .map((e) => (e as { event?: string }).event)
        .filter(Boolean),
    );
    expect(events).toContain('begin_checkout');
    expect(events).not.toContain('purchase');
    expect(order).toBeTruthy();
    await closeClean({ context, errors });
  });

  it('a member buys a course and a product with shipping through /cart (desktop)', async () => {
    const { context, page, errors } = await ctx.visit('/products', DESKTOP);
    // The product page's button puts the book into the guest's cart and opens /cart.
    await page.goto(ctx.stack.baseUrl + `/product/${book.id}`);
    await page.getByTestId('buy-link').click();
    await page.waitForURL(/\/cart/);
    await page.getByTestId('cart-line').waitFor();
    // Then a course from its side panel (layout 1: its promotion gives 15 % off).
    await page.goto(ctx.stack.baseUrl + coursePath(made.layout1));
    await page.getByTestId('purchase-panel').getByTestId('register-link').click();
    await page.waitForURL(/\/cart/);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="cart-line"]').length === 2);

    // Shipping needs an account: a visitor is asked to sign in first.
    await page.getByTestId('shipping-sign-in').waitFor();

    // Log in from the cart panel (spec §2): the guest's cart joins the member's.
    const panel = page.getByTestId('cart-login');
    await panel.getByLabel('ชื่อผู้ใช้หรืออีเมล').fill(member.user.username);
    const password = panel.getByLabel('รหัสผ่าน', { exact: true });
    await password.fill(PASSWORD);
    await password.press('Enter');
    await page.getByTestId('account-name').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="cart-line"]').length === 2);

    // A new address (the form opens by itself when there is none yet), then a fee: only then is
    // submit enabled.
    const addressForm = page.getByTestId('address-form');
    await addressForm.or(page.getByTestId('address-add')).first().waitFor();
    if ((await addressForm.count()) === 0) await page.getByTestId('address-add').click();
    await field(addressForm, 'ชื่อผู้รับ').fill('บริษัท พาร์ทเนอร์ จำกัด');
    await field(addressForm, 'เบอร์โทรศัพท์').fill('021234567');
    await field(addressForm, 'ที่อยู่').fill('88 ถนนสาทรใต้ แขวงยานนาวา เขตสาทร กรุงเทพมหานคร');
    await field(addressForm, 'รหัสไปรษณีย์').fill('10120');
    await page.getByTestId('address-save').click();
    await page.getByTestId('shipping-address-option').waitFor();
    expect(await page.getByTestId('checkout-submit').isDisabled()).toBe(true);
    await page.getByTestId('shipping-fee-option').first().click();
    await page.getByTestId('summary-shipping').waitFor();
    await page.waitForFunction(() => !(document.querySelector('[data-testid="checkout-submit"]') as HTMLButtonElement).disabled);
    await page.screenshot({ path: screenshotPath('checkout-cart-desktop'), fullPage: true });
    await page.getByTestId('checkout-submit').click();
    await page.getByTestId('payment-step').waitFor();
    await page.screenshot({ path: screenshotPath('checkout-cart-payment-desktop'), fullPage: true });

    const order = await latestOrderOf(ctx.stack, member.user.email);
    // The course's 1,500 THB plan less 15 %; the book 350 THB; EMS 50 THB.
    expect(order).toMatchObject({
      price: 150000 + 35000,
      discount: 22500,
      shipping_fee: 5000,
      total: 150000 + 35000 - 22500 + 5000,
    });
    expect(order!.shipping_address).toMatchObject({ postcode: '10120' });

    // The member order list shows it, unpaid, with a pay-now action (spec §2 /myaccount/student/order).
    await page.goto(ctx.stack.baseUrl + '/myaccount/student/order');
    const card = page.getByTestId('order-card').first();
    await card.waitFor();
    expect(await card.getByTestId('order-status').textContent()).toContain('รอชำระเงิน');
    expect(await card.getByTestId('order-line').count()).toBe(2);
    // Pay now opens the order's payment step again.
    await card.getByTestId('order-pay').click();
    await page.getByTestId('payment-step').waitFor();
    await page.screenshot({ path: screenshotPath('orders-list-desktop'), fullPage: true });
    await closeClean({ context, errors });
  });

  it('a student becomes a company to withhold 1 % on a 4,200 THB course (spec §2 modals, §5, §9)', async () => {
    const { context, page, errors } = await ctx.visit('/', DESKTOP);
    await signIn(page, student.user.username, PASSWORD);
    await page.goto(ctx.stack.baseUrl + `/cart?course=${made.plain.id}&plan=${made.plain.plan.id}`);
    await page.getByTestId('cart-line').waitFor();
    // Not a company yet: the offer opens the change-person-type modal, then the tax invoice modal.
    await page.getByTestId('withholding-start').click();
    await page.getByTestId('confirm-juristic').click();
    const tax = page.getByTestId('tax-invoice-modal');
    await tax.getByLabel('ชื่อบริษัท', { exact: false }).first().waitFor();
    await tax.getByLabel('ชื่อบริษัท', { exact: false }).first().fill('บริษัท มานีการค้า จำกัด');
    await tax.getByLabel('เลขที่สาขา', { exact: false }).first().fill('00000');
    await tax.getByLabel('เลขประจำตัวผู้เสียภาษี', { exact: false }).first().fill('0105551234567');
    await tax.getByLabel('ที่อยู่ตามใบกำกับภาษี', { exact: false }).first().fill('1 ถนนสีลม เขตบางรัก กรุงเทพมหานคร');
    await tax.getByLabel('รหัสไปรษณีย์', { exact: false }).first().fill('10500');
    await page.screenshot({ path: screenshotPath('checkout-tax-modal-desktop') });
    await tax.getByTestId('tax-save').click();
    const box = page.getByTestId('withholding-checkbox');
    await box.waitFor();
    await box.check();
    await page.getByTestId('withholding-percent-1').check();
    await page.getByTestId('summary-withholding').waitFor();
    await page.waitForFunction(() => !(document.querySelector('[data-testid="checkout-submit"]') as HTMLButtonElement).disabled);
    await page.getByTestId('checkout-submit').click();
    await page.getByTestId('payment-step').waitFor();
    const order = await latestOrderOf(ctx.stack, student.user.email);
    // 4,200 THB including 7 % VAT: 1 % of 3,925.23 is 39.25 THB withheld.
    expect(order).toMatchObject({ is_withholding: 1, withholding_percent: 1, withholding_price: 3925, total: 420000 - 3925 });
    expect(order!.tax_invoice).toMatchObject({ tax_person_type: 'juristic_person', tax_postcode: '10500' });
    await closeClean({ context, errors });
  });

  it('a tampered order request is refused with PRICE_CHANGED and writes nothing', async () => {
    const { context, page } = await ctx.visit('/', DESKTOP);
    await signIn(page, student.user.username, PASSWORD);
    // The default layout, 4,200 THB: the browser lowers the price on its way to the server.
    await page.route('**/private/cart/order', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, price: 100 }) });
    });
    await page.goto(ctx.stack.baseUrl + coursePath(made.plain));
    await page.getByTestId('register-link').click();
    await page.waitForURL(/\/cart/);
    await page.getByTestId('cart-line').waitFor();
    await page.waitForFunction(() => !(document.querySelector('[data-testid="checkout-submit"]') as HTMLButtonElement).disabled);
    const before = await latestOrderOf(ctx.stack, student.user.email);
    await page.getByTestId('checkout-submit').click();
    const problem = page.getByTestId('checkout-problem');
    await problem.waitFor();
    expect(await problem.textContent()).toContain('ราคาหรือส่วนลดมีการเปลี่ยนแปลง');
    expect(await page.getByTestId('payment-step').count()).toBe(0);
    const after = await latestOrderOf(ctx.stack, student.user.email);
    expect(after?.id ?? null).toBe(before?.id ?? null);
    await context.close();
  });

  it('a free course goes straight to the thank-you page (spec §4 AutoFree)', async () => {
    const { context, page, errors } = await ctx.visit('/', PHONE);
    await signIn(page, member.user.username, PASSWORD);
    await page.goto(ctx.stack.baseUrl + coursePath(made.free));
    await page.getByTestId('bar-register').click();
    await page.getByTestId('checkout-submit').waitFor();
    await page.waitForFunction(() => !(document.querySelector('[data-testid="checkout-submit"]') as HTMLButtonElement).disabled);
    await page.getByTestId('checkout-submit').click();
    await page.waitForURL(/\/thankyou\?orderId=/);
    await page.getByTestId('order-status').waitFor();
    expect(await page.getByTestId('order-status').textContent()).toContain('ชำระเงินแล้ว');
    await page.screenshot({ path: screenshotPath('thankyou-phone'), fullPage: true });
    const order = await latestOrderOf(ctx.stack, member.user.email);
    expect(order).toMatchObject({ status: 'approved', total: 0 });
    await closeClean({ context, errors });
  });
});
