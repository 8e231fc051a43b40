// The error catalogue of spec §8: each code with its HTTP status and its Thai and English messages,
// said once here. Server responses carry { success: false, error: { code, message } } with that status;
// the web app shows the message for the language.
export const ERROR_MESSAGES = {
  // registration (spec §8)
  INPUT_ERROR: { status: 400, th: 'ไม่สามารถบันทึกข้อมูลได้ กรุณาลองใหม่อีกครั้ง', en: 'The data could not be saved. Please try again.' },
  OVER_LIMIT_USER: {
    status: 409,
    th: 'จำนวนผู้ใช้งานเต็มแล้ว กรุณาติดต่อผู้ดูแลระบบ',
    en: 'The user limit has been reached. Please contact the administrator.',
  },
  ERROR_CREATE_USER_IN_DAY: {
    status: 409,
    th: 'มีการสมัครสมาชิกครบจำนวนของวันนี้แล้ว กรุณาลองใหม่พรุ่งนี้',
    en: 'The daily registration limit has been reached. Please try again tomorrow.',
  },
  DUPLICATE_USERNAME: { status: 409, th: 'ชื่อผู้ใช้นี้ถูกใช้งานแล้ว', en: 'This username is already taken.' },
  DUPLICATE_EMAIL: { status: 409, th: 'อีเมลนี้ถูกใช้งานแล้ว', en: 'This e-mail is already registered.' },
  INVALID_FORMAT_USERNAME: { status: 400, th: 'รูปแบบชื่อผู้ใช้ไม่ถูกต้อง', en: 'The username format is invalid.' },
  INVALID_FORMAT_PASSWORD: { status: 400, th: 'รูปแบบรหัสผ่านไม่ถูกต้อง', en: 'The password format is invalid.' },
  INVALID_FORMAT_EMAIL: { status: 400, th: 'รูปแบบอีเมลไม่ถูกต้อง', en: 'The e-mail format is invalid.' },
  // coupon and order (spec §8)
  NOT_FOUND: { status: 404, th: 'ไม่พบข้อมูลที่ต้องการ', en: 'Not found.' },
  COUPON_NOT_AVAILABLE: {
    status: 409,
    th: 'คูปองนี้ไม่สามารถใช้งานได้หรือถูกใช้ครบจำนวนแล้ว',
    en: 'This coupon is not available or has been fully used.',
  },
  COURSE_DUPLICATE: { status: 409, th: 'คุณเป็นเจ้าของคอร์สนี้แล้ว', en: 'You already own this course.' },
  NO_MORE_SEAT: { status: 409, th: 'คอร์สนี้เต็มแล้ว', en: 'This class is full.' },
  TIME_LEFT: { status: 409, th: 'ไม่อยู่ในช่วงเวลาเปิดรับสมัคร', en: 'Registration is not open at this time.' },
  COUPON_NOT_APPLICABLE: {
    status: 400,
    th: 'คูปองนี้ใช้ไม่ได้กับคอร์สหรือจำนวนคอร์สที่เลือก',
    en: 'This coupon does not apply to the chosen courses or number of courses.',
  },
  // spec §8 coupon NOT_FOUND, as the coupon box says it (the wire code stays NOT_FOUND).
  COUPON_NOT_FOUND: {
    status: 404,
    th: 'ไม่พบคูปองรหัสนี้ กรุณาตรวจสอบรหัสอีกครั้ง',
    en: 'There is no coupon with this code. Please check it.',
  },
  COUPON_DUPLICATE: { status: 400, th: 'ใช้คูปองนี้ไปแล้ว', en: 'This coupon is already applied.' },
  COUPON_PAYMENT_METHOD: {
    status: 400,
    th: 'คูปองนี้ใช้ไม่ได้กับช่องทางการชำระเงินที่เลือก',
    en: 'This coupon cannot be used with the chosen payment method.',
  },
  COUPON_ONE_PER_ORDER: { status: 400, th: 'ใช้คูปองได้เพียง 1 ใบต่อคำสั่งซื้อ', en: 'Only one coupon can be used per order.' },
  COUPON_PROMOTION_EXCLUSIVE: {
    status: 400,
    th: 'ไม่สามารถใช้คูปองร่วมกับโปรโมชั่นได้',
    en: 'A coupon cannot be combined with a promotion.',
  },
  // cart and order notices (spec §5, §8)
  CART_EMPTY: { status: 400, th: 'ยังไม่มีสินค้าในรถเข็น', en: 'Your cart is empty.' },
  CART_DUPLICATE_COURSE: { status: 400, th: 'มีคอร์สนี้ในรถเข็นแล้ว', en: 'This course is already in the cart.' },
  NO_PRICING_PLAN: { status: 400, th: 'กรุณาเลือกแพ็กเกจราคาให้ครบทุกคอร์ส', en: 'Please choose a pricing plan for every course.' },
  NO_PAYMENT_METHOD: { status: 400, th: 'กรุณาเลือกช่องทางการชำระเงิน', en: 'Please choose a payment method.' },
  PROMOTION_REQUIRED: { status: 400, th: 'กรุณาเลือกโปรโมชั่น', en: 'Please choose a promotion.' },
  PROMOTION_NOT_APPLICABLE: {
    status: 400,
    th: 'โปรโมชั่นนี้ใช้ไม่ได้กับคอร์สในรถเข็น',
    en: 'This promotion does not apply to the courses in the cart.',
  },
  NO_USD_PRICE: { status: 400, th: 'คอร์สนี้ยังไม่มีราคาเป็นดอลลาร์สหรัฐ', en: 'This course has no price in US dollars.' },
  SHIPPING_REQUIRED: { status: 400, th: 'กรุณากรอกข้อมูลที่อยู่จัดส่ง', en: 'Please enter a shipping address.' },
  SHIPPING_FEE_REQUIRED: { status: 400, th: 'กรุณาเลือกวิธีการจัดส่ง', en: 'Please choose a shipping method.' },
  MIN_AMOUNT: {
    status: 400,
    th: 'ยอดชำระขั้นต่ำสำหรับช่องทางนี้คือ 20 บาท',
    en: 'The minimum amount for this payment method is 20 baht.',
  },
  WITHHOLDING_NOT_ALLOWED: {
    status: 400,
    th: 'การหักภาษี ณ ที่จ่ายใช้ได้เฉพาะนิติบุคคลที่ขอใบกำกับภาษี',
    en: 'Withholding tax is only for a juristic person with a tax invoice.',
  },
  PRICE_CHANGED: {
    status: 409,
    th: 'ราคาหรือส่วนลดมีการเปลี่ยนแปลง กรุณาตรวจสอบยอดชำระอีกครั้ง',
    en: 'The price or discount has changed. Please check the total again.',
  },
  OUT_OF_STOCK: { status: 409, th: 'สินค้ามีจำนวนไม่เพียงพอ', en: 'There is not enough of this product in stock.' },
  ORDER_CLOSED: {
    status: 409,
    th: 'คำสั่งซื้อนี้ชำระเงินแล้วหรือถูกยกเลิกแล้ว',
    en: 'This order has already been paid or cancelled.',
  },
  TAX_INVOICE_INVALID: { status: 400, th: 'ข้อมูลใบกำกับภาษีไม่ถูกต้อง', en: 'The tax invoice data is invalid.' },
  ACCESS_DENIED_GROUP: {
    status: 403,
    th: 'คอร์สนี้เปิดให้เฉพาะสมาชิกกลุ่มที่กำหนด',
    en: 'This course is only for members of certain groups.',
  },
  STUDENT_DATA_UNAVAILABLE: { status: 404, th: 'ไม่สามารถโหลดข้อมูลผู้เรียนได้', en: 'The student data could not be loaded.' },
  // payments and uploads (spec §8)
  PAYMENT_FAILED: { status: 502, th: 'ชำระเงินไม่สำเร็จ กรุณาลองอีกครั้ง', en: 'The payment did not go through. Please try again.' },
  PAYMENT_METHOD_MISMATCH: {
    status: 409,
    th: 'ช่องทางชำระเงินไม่ตรงกับคำสั่งซื้อ กรุณาสั่งซื้อใหม่เพื่อเปลี่ยนช่องทาง',
    en: 'This order was placed for another payment method. Place the order again to change it.',
  },
  PAYMENT_PROVIDER_UNAVAILABLE: {
    status: 503,
    th: 'ช่องทางชำระเงินนี้ยังไม่พร้อมใช้งาน กรุณาเลือกช่องทางอื่น',
    en: 'This payment method is not available right now. Please choose another.',
  },
  UPLOAD_FAILED: { status: 400, th: 'อัปโหลดไม่สำเร็จ กรุณาลองอีกครั้ง', en: 'Upload failed, try again.' },
  FILE_TYPE_NOT_ALLOWED: { status: 400, th: 'ไม่อนุญาตให้อัปโหลดไฟล์ประเภทนี้', en: 'File type is not allow to upload.' },
  OUT_OF_STORAGE: { status: 507, th: 'พื้นที่จัดเก็บไม่เพียงพอ', en: 'Out off Storage' },
  FILE_LIMIT: { status: 413, th: 'อัปโหลดไฟล์เกินจำนวนที่กำหนด', en: 'Too many files.' },
  // bank transfer review (payments.md §1: one slip per order; one decision per report)
  SLIP_ALREADY_USED: {
    status: 409,
    th: 'หลักฐานการโอนเงินนี้ถูกใช้แจ้งชำระเงินของคำสั่งซื้ออื่นแล้ว',
    en: 'This transfer slip has already been used for another order.',
  },
  REPORT_CLOSED: {
    status: 409,
    th: 'การแจ้งชำระเงินนี้ได้รับการตรวจสอบแล้ว',
    en: 'This payment report has already been decided.',
  },
  // learning (spec §6 "paid playlist access requires an order", §4 access countdown)
  ACCESS_EXPIRED: {
    status: 403,
    th: 'สิทธิ์เข้าเรียนคอร์สนี้หมดอายุแล้ว กรุณาต่ออายุเพื่อเรียนต่อ',
    en: 'Your access to this course has ended. Renew it to continue learning.',
  },
  // auth (spec §6, §8)
  WHITELIST_USER_DENIED: { status: 401, th: 'บัญชีของคุณไม่ได้รับอนุญาตให้เข้าใช้งาน', en: 'Your account is not allowed to sign in.' },
  PERMISSION_DENIED: { status: 401, th: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง', en: 'Your session has expired. Please sign in again.' },
  INVALID_CREDENTIALS: { status: 401, th: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง', en: 'The username or password is incorrect.' },
  FORBIDDEN: { status: 403, th: 'คุณไม่มีสิทธิ์เข้าถึงข้อมูลนี้', en: 'You do not have access to this.' },
  STUDENT_ONLY: {
    status: 403,
    th: 'เฉพาะบัญชีผู้เรียนเท่านั้นที่สั่งซื้อได้ กรุณาเข้าสู่ระบบด้วยบัญชีผู้เรียน',
    en: 'Only a student account can buy. Please sign in as a student.',
  },
  RESET_LINK_INVALID: {
    status: 400,
    th: 'ลิงก์ตั้งรหัสผ่านใหม่ไม่ถูกต้องหรือหมดอายุแล้ว กรุณาขอลิงก์ใหม่',
    en: 'This password reset link is invalid or has expired. Please ask for a new one.',
  },
  SOCIAL_LOGIN_FAILED: {
    status: 401,
    th: 'เข้าสู่ระบบด้วยบัญชีโซเชียลไม่สำเร็จ กรุณาลองอีกครั้ง',
    en: 'Signing in with the social account did not work. Please try again.',
  },
  // going live (architecture.md "Demo and production"): the one-time link that creates the first administrator
  SETUP_LINK_INVALID: {
    status: 410,
    th: 'ลิงก์ตั้งค่าผู้ดูแลระบบไม่ถูกต้อง หมดอายุ หรือถูกใช้ไปแล้ว',
    en: 'This set-up link is invalid, has expired or has already been used.',
  },
  // the back office (conventions.md, "The back office")
  SLUG_TAKEN: { status: 409, th: 'ลิงก์นี้ถูกใช้งานแล้ว กรุณาใช้ลิงก์อื่น', en: 'This link is already in use. Please choose another.' },
  IN_USE: { status: 409, th: 'ข้อมูลนี้ถูกใช้งานอยู่ จึงลบไม่ได้', en: 'This is in use and cannot be deleted.' },
  SUBTITLE_INVALID: {
    status: 400,
    th: 'ไฟล์คำบรรยายต้องเป็น WebVTT ที่ขึ้นต้นด้วย WEBVTT และมีช่วงเวลาที่ถูกต้อง',
    en: 'Subtitles must be WebVTT: start with WEBVTT and give every cue a valid time range.',
  },
  TRANSITION_REFUSED: {
    status: 409,
    th: 'ไม่สามารถเปลี่ยนสถานะนี้ได้ในตอนนี้',
    en: 'This change of status is not allowed now.',
  },
  // transport-level codes every route may answer
  RATE_LIMITED: { status: 429, th: 'มีการเรียกใช้งานถี่เกินไป กรุณารอสักครู่', en: 'Too many requests. Please wait a moment.' },
  INTERNAL_ERROR: { status: 500, th: 'เกิดข้อผิดพลาดในระบบ กรุณาลองใหม่อีกครั้ง', en: 'Something went wrong. Please try again.' },
} as const satisfies Record<string, { status: number; th: string; en: string }>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;
export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as ErrorCode[];

export function errorMessage(code: ErrorCode, lang: 'th' | 'en' = 'th'): string {
  return ERROR_MESSAGES[code][lang];
}

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_MESSAGES, code);
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
