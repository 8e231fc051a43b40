// The error catalogue of spec §8 as typed codes with Thai and English messages. Server responses
// carry { success: false, error: { code, message } }; the web app shows message for the language.
export const ERROR_MESSAGES = {
  // registration (spec §8)
  INPUT_ERROR: { th: 'ไม่สามารถบันทึกข้อมูลได้ กรุณาลองใหม่อีกครั้ง', en: 'The data could not be saved. Please try again.' },
  OVER_LIMIT_USER: {
    th: 'จำนวนผู้ใช้งานเต็มแล้ว กรุณาติดต่อผู้ดูแลระบบ',
    en: 'The user limit has been reached. Please contact the administrator.',
  },
  ERROR_CREATE_USER_IN_DAY: {
    th: 'มีการสมัครสมาชิกครบจำนวนของวันนี้แล้ว กรุณาลองใหม่พรุ่งนี้',
    en: 'The daily registration limit has been reached. Please try again tomorrow.',
  },
  DUPLICATE_USERNAME: { th: 'ชื่อผู้ใช้นี้ถูกใช้งานแล้ว', en: 'This username is already taken.' },
  DUPLICATE_EMAIL: { th: 'อีเมลนี้ถูกใช้งานแล้ว', en: 'This e-mail is already registered.' },
  INVALID_FORMAT_USERNAME: { th: 'รูปแบบชื่อผู้ใช้ไม่ถูกต้อง', en: 'The username format is invalid.' },
  INVALID_FORMAT_PASSWORD: { th: 'รูปแบบรหัสผ่านไม่ถูกต้อง', en: 'The password format is invalid.' },
  INVALID_FORMAT_EMAIL: { th: 'รูปแบบอีเมลไม่ถูกต้อง', en: 'The e-mail format is invalid.' },
  // coupon and order (spec §8)
  NOT_FOUND: { th: 'ไม่พบข้อมูลที่ต้องการ', en: 'Not found.' },
  COUPON_NOT_AVAILABLE: {
    th: 'คูปองนี้ไม่สามารถใช้งานได้หรือถูกใช้ครบจำนวนแล้ว',
    en: 'This coupon is not available or has been fully used.',
  },
  COURSE_DUPLICATE: { th: 'คุณเป็นเจ้าของคอร์สนี้แล้ว', en: 'You already own this course.' },
  NO_MORE_SEAT: { th: 'คอร์สนี้เต็มแล้ว', en: 'This class is full.' },
  TIME_LEFT: { th: 'ไม่อยู่ในช่วงเวลาเปิดรับสมัคร', en: 'Registration is not open at this time.' },
  // auth (spec §6, §8)
  WHITELIST_USER_DENIED: { th: 'บัญชีของคุณไม่ได้รับอนุญาตให้เข้าใช้งาน', en: 'Your account is not allowed to sign in.' },
  PERMISSION_DENIED: { th: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง', en: 'Your session has expired. Please sign in again.' },
  // transport-level codes every route may answer
  RATE_LIMITED: { th: 'มีการเรียกใช้งานถี่เกินไป กรุณารอสักครู่', en: 'Too many requests. Please wait a moment.' },
  INTERNAL_ERROR: { th: 'เกิดข้อผิดพลาดในระบบ กรุณาลองใหม่อีกครั้ง', en: 'Something went wrong. Please try again.' },
} as const satisfies Record<string, { th: string; en: string }>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;
export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as ErrorCode[];

export function errorMessage(code: ErrorCode, lang: 'th' | 'en' = 'th'): string {
  return ERROR_MESSAGES[code][lang];
}

/** An error a service throws for a route to map to { success:false, error } with an HTTP status. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message?: string,
    readonly details?: unknown,
  ) {
    super(message ?? ERROR_MESSAGES[code].en);
    this.name = 'DomainError';
  }
}
