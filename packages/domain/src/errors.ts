// The error catalogue of spec §8: each code with its HTTP status and its Thai and English messages,
// said once here. Server responses carry { success: false, error: { code, message } } with that status;
// the web app shows the message for the language.

/** One catalogue row: the HTTP status, then the Thai and the English message. */
type ErrorRow = readonly [status: number, th: string, en: string];

// prettier-ignore
const ERROR_ROWS = {
  // registration (spec §8)
  INPUT_ERROR:                  [400, 'ไม่สามารถบันทึกข้อมูลได้ กรุณาลองใหม่อีกครั้ง', 'The data could not be saved. Please try again.'],
  OVER_LIMIT_USER:              [409, 'จำนวนผู้ใช้งานเต็มแล้ว กรุณาติดต่อผู้ดูแลระบบ', 'The user limit has been reached. Please contact the administrator.'],
  ERROR_CREATE_USER_IN_DAY:     [409, 'มีการสมัครสมาชิกครบจำนวนของวันนี้แล้ว กรุณาลองใหม่พรุ่งนี้', 'The daily registration limit has been reached. Please try again tomorrow.'],
  DUPLICATE_USERNAME:           [409, 'ชื่อผู้ใช้นี้ถูกใช้งานแล้ว', 'This username is already taken.'],
  DUPLICATE_EMAIL:              [409, 'อีเมลนี้ถูกใช้งานแล้ว', 'This e-mail is already registered.'],
  INVALID_FORMAT_USERNAME:      [400, 'รูปแบบชื่อผู้ใช้ไม่ถูกต้อง', 'The username format is invalid.'],
  INVALID_FORMAT_PASSWORD:      [400, 'รูปแบบรหัสผ่านไม่ถูกต้อง', 'The password format is invalid.'],
  INVALID_FORMAT_EMAIL:         [400, 'รูปแบบอีเมลไม่ถูกต้อง', 'The e-mail format is invalid.'],
  // coupon and order (spec §8)
  NOT_FOUND:                    [404, 'ไม่พบข้อมูลที่ต้องการ', 'Not found.'],
  COUPON_NOT_AVAILABLE:         [409, 'คูปองนี้ไม่สามารถใช้งานได้หรือถูกใช้ครบจำนวนแล้ว', 'This coupon is not available or has been fully used.'],
  COURSE_DUPLICATE:             [409, 'คุณเป็นเจ้าของคอร์สนี้แล้ว', 'You already own this course.'],
  NO_MORE_SEAT:                 [409, 'คอร์สนี้เต็มแล้ว', 'This class is full.'],
  TIME_LEFT:                    [409, 'ไม่อยู่ในช่วงเวลาเปิดรับสมัคร', 'Registration is not open at this time.'],
  COUPON_NOT_APPLICABLE:        [400, 'คูปองนี้ใช้ไม่ได้กับคอร์สหรือจำนวนคอร์สที่เลือก', 'This coupon does not apply to the chosen courses or number of courses.'],
  // spec §8 coupon NOT_FOUND, as the coupon box says it (the wire code stays NOT_FOUND).
  COUPON_NOT_FOUND:             [404, 'ไม่พบคูปองรหัสนี้ กรุณาตรวจสอบรหัสอีกครั้ง', 'There is no coupon with this code. Please check it.'],
  COUPON_DUPLICATE:             [400, 'ใช้คูปองนี้ไปแล้ว', 'This coupon is already applied.'],
  COUPON_PAYMENT_METHOD:        [400, 'คูปองนี้ใช้ไม่ได้กับช่องทางการชำระเงินที่เลือก', 'This coupon cannot be used with the chosen payment method.'],
  COUPON_ONE_PER_ORDER:         [400, 'ใช้คูปองได้เพียง 1 ใบต่อคำสั่งซื้อ', 'Only one coupon can be used per order.'],
  COUPON_PROMOTION_EXCLUSIVE:   [400, 'ไม่สามารถใช้คูปองร่วมกับโปรโมชั่นได้', 'A coupon cannot be combined with a promotion.'],
  // cart and order notices (spec §5, §8)
  CART_EMPTY:                   [400, 'ยังไม่มีสินค้าในรถเข็น', 'Your cart is empty.'],
  CART_DUPLICATE_COURSE:        [400, 'มีคอร์สนี้ในรถเข็นแล้ว', 'This course is already in the cart.'],
  NO_PRICING_PLAN:              [400, 'กรุณาเลือกแพ็กเกจราคาให้ครบทุกคอร์ส', 'Please choose a pricing plan for every course.'],
  NO_PAYMENT_METHOD:            [400, 'กรุณาเลือกช่องทางการชำระเงิน', 'Please choose a payment method.'],
  PROMOTION_REQUIRED:           [400, 'กรุณาเลือกโปรโมชั่น', 'Please choose a promotion.'],
  PROMOTION_NOT_APPLICABLE:     [400, 'โปรโมชั่นนี้ใช้ไม่ได้กับคอร์สในรถเข็น', 'This promotion does not apply to the courses in the cart.'],
  NO_USD_PRICE:                 [400, 'คอร์สนี้ยังไม่มีราคาเป็นดอลลาร์สหรัฐ', 'This course has no price in US dollars.'],
  SHIPPING_REQUIRED:            [400, 'กรุณากรอกข้อมูลที่อยู่จัดส่ง', 'Please enter a shipping address.'],
  SHIPPING_FEE_REQUIRED:        [400, 'กรุณาเลือกวิธีการจัดส่ง', 'Please choose a shipping method.'],
  MIN_AMOUNT:                   [400, 'ยอดชำระขั้นต่ำสำหรับช่องทางนี้คือ 20 บาท', 'The minimum amount for this payment method is 20 baht.'],
  WITHHOLDING_NOT_ALLOWED:      [400, 'การหักภาษี ณ ที่จ่ายใช้ได้เฉพาะนิติบุคคลที่ขอใบกำกับภาษี', 'Withholding tax is only for a juristic person with a tax invoice.'],
  PRICE_CHANGED:                [409, 'ราคาหรือส่วนลดมีการเปลี่ยนแปลง กรุณาตรวจสอบยอดชำระอีกครั้ง', 'The price or discount has changed. Please check the total again.'],
  OUT_OF_STOCK:                 [409, 'สินค้ามีจำนวนไม่เพียงพอ', 'There is not enough of this product in stock.'],
  ORDER_AWAITING_PAYMENT:       [409, 'คุณมีคำสั่งซื้อที่รอชำระเงินซึ่งมีคอร์สหรือสินค้านี้อยู่แล้ว กรุณาชำระเงินหรือยกเลิกคำสั่งซื้อนั้นก่อน', 'You have an order awaiting payment with this course or product. Pay for it or cancel it first.'],
  ORDER_CLOSED:                 [409, 'คำสั่งซื้อนี้ชำระเงินแล้วหรือถูกยกเลิกแล้ว', 'This order has already been paid or cancelled.'],
  TAX_INVOICE_INVALID:          [400, 'ข้อมูลใบกำกับภาษีไม่ถูกต้อง', 'The tax invoice data is invalid.'],
  ACCESS_DENIED_GROUP:          [403, 'คอร์สนี้เปิดให้เฉพาะสมาชิกกลุ่มที่กำหนด', 'This course is only for members of certain groups.'],
  STUDENT_DATA_UNAVAILABLE:     [404, 'ไม่สามารถโหลดข้อมูลผู้เรียนได้', 'The student data could not be loaded.'],
  // payments and uploads (spec §8)
  PAYMENT_FAILED:               [502, 'ชำระเงินไม่สำเร็จ กรุณาลองอีกครั้ง', 'The payment did not go through. Please try again.'],
  PAYMENT_METHOD_MISMATCH:      [409, 'ช่องทางชำระเงินไม่ตรงกับคำสั่งซื้อ กรุณาสั่งซื้อใหม่เพื่อเปลี่ยนช่องทาง', 'This order was placed for another payment method. Place the order again to change it.'],
  PAYMENT_PROVIDER_UNAVAILABLE: [503, 'ช่องทางชำระเงินนี้ยังไม่พร้อมใช้งาน กรุณาเลือกช่องทางอื่น', 'This payment method is not available right now. Please choose another.'],
  UPLOAD_FAILED:                [400, 'อัปโหลดไม่สำเร็จ กรุณาลองอีกครั้ง', 'Upload failed, try again.'],
  FILE_TYPE_NOT_ALLOWED:        [400, 'ไม่อนุญาตให้อัปโหลดไฟล์ประเภทนี้', 'File type is not allow to upload.'],
  OUT_OF_STORAGE:               [507, 'พื้นที่จัดเก็บไม่เพียงพอ', 'Out off Storage'],
  FILE_LIMIT:                   [413, 'อัปโหลดไฟล์เกินจำนวนที่กำหนด', 'Too many files.'],
  // bank transfer review (payments.md §1: one slip per order; one decision per report)
  SLIP_ALREADY_USED:            [409, 'หลักฐานการโอนเงินนี้ถูกใช้แจ้งชำระเงินของคำสั่งซื้ออื่นแล้ว', 'This transfer slip has already been used for another order.'],
  SLIP_TRANSFER_REUSED:         [409, 'รายการโอนเงินในสลิปนี้ (เลขอ้างอิงเดียวกัน) ถูกใช้แจ้งชำระเงินของคำสั่งซื้ออื่นแล้ว', 'The transfer on this slip (the same reference) has already been reported for another order.'],
  REPORT_CLOSED:                [409, 'การแจ้งชำระเงินนี้ได้รับการตรวจสอบแล้ว', 'This payment report has already been decided.'],
  // learning (spec §6 "paid playlist access requires an order", §4 access countdown)
  ACCESS_EXPIRED:               [403, 'สิทธิ์เข้าเรียนคอร์สนี้หมดอายุแล้ว กรุณาต่ออายุเพื่อเรียนต่อ', 'Your access to this course has ended. Renew it to continue learning.'],
  // auth (spec §6, §8)
  WHITELIST_USER_DENIED:        [401, 'บัญชีของคุณไม่ได้รับอนุญาตให้เข้าใช้งาน', 'Your account is not allowed to sign in.'],
  PERMISSION_DENIED:            [401, 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง', 'Your session has expired. Please sign in again.'],
  INVALID_CREDENTIALS:          [401, 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง', 'The username or password is incorrect.'],
  FORBIDDEN:                    [403, 'คุณไม่มีสิทธิ์เข้าถึงข้อมูลนี้', 'You do not have access to this.'],
  STUDENT_ONLY:                 [403, 'เฉพาะบัญชีผู้เรียนเท่านั้นที่สั่งซื้อได้ กรุณาเข้าสู่ระบบด้วยบัญชีผู้เรียน', 'Only a student account can buy. Please sign in as a student.'],
  RESET_LINK_INVALID:           [400, 'ลิงก์ตั้งรหัสผ่านใหม่ไม่ถูกต้องหรือหมดอายุแล้ว กรุณาขอลิงก์ใหม่', 'This password reset link is invalid or has expired. Please ask for a new one.'],
  SOCIAL_LOGIN_FAILED:          [401, 'เข้าสู่ระบบด้วยบัญชีโซเชียลไม่สำเร็จ กรุณาลองอีกครั้ง', 'Signing in with the social account did not work. Please try again.'],
  // going live (architecture.md "Demo and production"): the one-time link that creates the first administrator
  SETUP_LINK_INVALID:           [410, 'ลิงก์ตั้งค่าผู้ดูแลระบบไม่ถูกต้อง หมดอายุ หรือถูกใช้ไปแล้ว', 'This set-up link is invalid, has expired or has already been used.'],
  // the back office (conventions.md, "The back office")
  SLUG_TAKEN:                   [409, 'ลิงก์นี้ถูกใช้งานแล้ว กรุณาใช้ลิงก์อื่น', 'This link is already in use. Please choose another.'],
  COUPON_CODE_TAKEN:            [409, 'รหัสคูปองนี้มีอยู่แล้ว กรุณาใช้รหัสอื่น', 'This coupon code already exists. Please choose another.'],
  IN_USE:                       [409, 'ข้อมูลนี้ถูกใช้งานอยู่ จึงลบไม่ได้', 'This is in use and cannot be deleted.'],
  SUBTITLE_INVALID:             [400, 'ไฟล์คำบรรยายต้องเป็น WebVTT ที่ขึ้นต้นด้วย WEBVTT และมีช่วงเวลาที่ถูกต้อง', 'Subtitles must be WebVTT: start with WEBVTT and give every cue a valid time range.'],
  TRANSITION_REFUSED:           [409, 'ไม่สามารถเปลี่ยนสถานะนี้ได้ในตอนนี้', 'This change of status is not allowed now.'],
  // refunds (by line, never past what was paid, through the provider or by hand)
  REFUND_LINE_UNKNOWN:          [400, 'ไม่พบรายการนี้ในคำสั่งซื้อ', 'This line is not part of the order.'],
  REFUND_LINE_REFUNDED:         [409, 'รายการนี้คืนเงินไปแล้ว', 'This line has already been refunded.'],
  REFUND_NOTHING_LEFT:          [409, 'คำสั่งซื้อนี้ไม่มียอดที่คืนเงินได้แล้ว', 'Nothing is left to refund on this order.'],
  REFUND_TOO_LARGE:             [409, 'ยอดคืนเงินเกินยอดที่ลูกค้าชำระ', 'The refund would exceed what the buyer paid.'],
  REFUND_SLIP_REQUIRED:         [400, 'กรุณาแนบหลักฐานการโอนคืนและระบุเวลาที่โอน', 'Attach the slip of the transfer back and say when it was made.'],
  REFUND_PROVIDER_REFUSED:      [502, 'ผู้ให้บริการชำระเงินปฏิเสธการคืนเงิน คำสั่งซื้อยังไม่เปลี่ยนแปลง', 'The payment provider refused the refund. The order is unchanged.'],
  REFUND_NO_PAYMENT:            [409, 'ไม่พบรายการชำระเงินที่ผู้ให้บริการยืนยัน จึงคืนเงินผ่านผู้ให้บริการไม่ได้', 'No provider payment was confirmed for this order, so the provider cannot refund it.'],
  // the sales dashboard's period (Thai calendar days)
  SALES_RANGE_REVERSED:         [400, 'วันที่เริ่มต้นต้องไม่อยู่หลังวันที่สิ้นสุด', 'The first day must not be after the last day.'],
  SALES_RANGE_TOO_LONG:         [400, 'เลือกช่วงวันที่ได้ไม่เกิน 3 ปี', 'Choose a period of at most three years.'],
  // the order page's actions: ship, resend the receipt, approve a free order
  ORDER_NOT_PAID:               [409, 'คำสั่งซื้อนี้ยังไม่ได้ชำระเงิน', 'This order has not been paid.'],
  ORDER_NOTHING_TO_SHIP:        [409, 'คำสั่งซื้อนี้ไม่มีสินค้าที่ต้องจัดส่ง', 'This order has no products to ship.'],
  ORDER_NOT_FREE_APPROVAL:      [409, 'คำสั่งซื้อนี้ไม่ใช่คำสั่งซื้อฟรีที่รอการอนุมัติ', 'This order is not a free order waiting for approval.'],
  // the withholding-tax certificate (50 ทวิ) of an order with withholding
  WITHHOLDING_NOT_EXPECTED:     [409, 'คำสั่งซื้อนี้ไม่มีการหักภาษี ณ ที่จ่าย', 'This order has no withholding tax.'],
  WITHHOLDING_FILE_UNKNOWN:     [400, 'ไม่พบไฟล์หนังสือรับรองการหักภาษี ณ ที่จ่ายที่อัปโหลด กรุณาอัปโหลดใหม่', 'The uploaded withholding tax certificate was not found. Please upload it again.'],
  WITHHOLDING_AMOUNT_MISMATCH:  [409, 'ยอดภาษีที่หักในหนังสือรับรองไม่ตรงกับยอดหัก ณ ที่จ่ายของคำสั่งซื้อ กรุณาระบุเหตุผลหากต้องการยอมรับ', 'The amount withheld on the certificate does not match the order’s withholding; give a reason to accept it anyway.'],
  // the mail outbox and the administrators' notices
  MAIL_NOT_RESENDABLE:          [409, 'อีเมลประเภทนี้ส่งซ้ำจากหน้านี้ไม่ได้ เพราะมีรหัสผ่านหรือลิงก์ตั้งรหัสผ่าน', 'This kind of e-mail carries a password or a reset link and cannot be resent from here.'],
  NOTIFY_TOKEN_REFUSED:         [400, 'ใช้โทเค็นทดสอบหรือโทเค็นตัวอย่างในระบบจริงไม่ได้', 'A sandbox, demo or test token cannot be used in production.'],
  SECRETS_KEY_MISSING:          [503, 'ยังไม่ได้ตั้งค่า RIAN_SECRETS_KEY จึงบันทึกรหัสลับไม่ได้', 'RIAN_SECRETS_KEY is not set, so the secret cannot be stored.'],
  // the back office's People page: members' roles, accounts and course access
  ADMIN_SELF_DEMOTE:            [409, 'ไม่สามารถลดสิทธิ์ผู้ดูแลระบบของบัญชีตัวเองได้ ให้ผู้ดูแลระบบคนอื่นเปลี่ยนให้', 'You cannot take away your own administrator role. Ask another administrator.'],
  ADMIN_SELF_DISABLE:           [409, 'ไม่สามารถระงับบัญชีของตัวเองได้', 'You cannot disable your own account.'],
  USER_DISABLED:                [409, 'บัญชีนี้ถูกระงับอยู่ กรุณาเปิดใช้งานบัญชีก่อน', 'This account is disabled. Enable it first.'],
  ACCESS_UNTIL_PAST:            [400, 'วันสิ้นสุดสิทธิ์ต้องเป็นวันนี้หรือวันถัดไป', 'The last day of access must be today or later.'],
  ACCESS_ALREADY_LONGER:        [409, 'สิทธิ์เข้าเรียนจากคำสั่งซื้อนี้ยาวกว่าวันที่เลือกแล้ว ให้คืนเงินคำสั่งซื้อหากต้องการยกเลิกสิทธิ์', 'The access this order gives already lasts longer. Refund the order to end it.'],
  ACCESS_FROM_ORDER:            [409, 'สิทธิ์เข้าเรียนนี้มาจากคำสั่งซื้อ ยกเลิกได้ด้วยการคืนเงินคำสั่งซื้อเท่านั้น', 'This access comes from an order; it ends only when the order is refunded.'],
  // transport-level codes every route may answer
  RATE_LIMITED:                 [429, 'มีการเรียกใช้งานถี่เกินไป กรุณารอสักครู่', 'Too many requests. Please wait a moment.'],
  INTERNAL_ERROR:               [500, 'เกิดข้อผิดพลาดในระบบ กรุณาลองใหม่อีกครั้ง', 'Something went wrong. Please try again.'],
} as const satisfies Record<string, ErrorRow>;

export type ErrorCode = keyof typeof ERROR_ROWS;

/** Each code's status and messages by name, in catalogue order. */
export const ERROR_MESSAGES = Object.fromEntries(
  Object.entries(ERROR_ROWS).map(([code, [status, th, en]]) => [code, { status, th, en }]),
) as Readonly<Record<ErrorCode, { status: number; th: string; en: string }>>;

export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as ErrorCode[];

export function errorMessage(code: ErrorCode, lang: 'th' | 'en' = 'th'): string {
  return ERROR_MESSAGES[code][lang];
}

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_MESSAGES, code);
}

/** The message of any code a client meets (a server's answer, a link's); one the catalogue does not know reads as `fallback`. */
export function messageOf(code: string, lang: 'th' | 'en' = 'th', fallback: ErrorCode = 'INTERNAL_ERROR'): string {
  return errorMessage(isErrorCode(code) ? code : fallback, lang);
}

/** A code's Thai and English texts, for a field message or a notice. */
export function errorTexts(code: ErrorCode): { th: string; en: string } {
  const { th, en } = ERROR_MESSAGES[code];
  return { th, en };
}

/** The HTTP status the catalogue gives a code. */
export function errorStatus(code: ErrorCode): number {
  return ERROR_MESSAGES[code].status;
}

/** An error a service throws; the server answers { success:false, error } with the code's status. */
export class DomainError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: unknown,
  ) {
    super(message ?? ERROR_MESSAGES[code].en);
    this.name = 'DomainError';
    this.status = errorStatus(code);
  }
}
