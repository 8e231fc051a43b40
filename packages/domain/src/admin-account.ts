// The first administrator of an academy (architecture.md, "Demo and production"): the spec's
// credential rules (spec §5: letters, digits and @ - _ . only) with a longer password, since this
// account runs the money and every student's data.
import { fieldIssue, type FieldIssue } from './field-issues.ts';
import { isValidEmail, validateMemberCredentials } from './registration.ts';

/** An administrator's password: at least 10 characters (a student's is 6, spec §9). */
export const ADMIN_PASSWORD_MIN_LENGTH = 10;

export interface AdminAccountInput {
  readonly username: string;
  readonly email: string;
  readonly password: string;
}

export function validateAdminAccount(input: AdminAccountInput): FieldIssue[] {
  // A student's "at least 6" gives way to the administrator's own minimum below.
  const issues: FieldIssue[] = validateMemberCredentials(input).filter((i) => i.key !== 'passwordTooShort');
  if (!isValidEmail(input.email)) {
    issues.push(fieldIssue(['email'], 'emailInvalid', { th: 'รูปแบบอีเมลไม่ถูกต้อง', en: 'The e-mail format is invalid.' }));
  }
  if (!issues.some((i) => i.path[0] === 'password') && input.password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    issues.push(
      fieldIssue(['password'], 'adminPasswordTooShort', {
        th: `รหัสผ่านของผู้ดูแลระบบต้องมีอย่างน้อย ${ADMIN_PASSWORD_MIN_LENGTH} ตัวอักษร`,
        en: `An administrator's password needs at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`,
      }),
    );
  }
  return issues;
}
