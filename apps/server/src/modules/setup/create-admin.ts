// Creating an administrator: the first one of a production academy (the set-up link or
// `npm run admin:create`), with the credential rules of validateAdminAccount and unique username
// and e-mail (spec §8 DUPLICATE_USERNAME, DUPLICATE_EMAIL, case-insensitive as for students).
import { sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { schema, type Tx } from '@rian/db';
import { validateAdminAccount, type AdminAccountInput } from '@rian/domain/admin-account';
import { DomainError } from '@rian/domain/errors';
import { assertCredentialsFree } from '../accounts/create-student.ts';

const { users } = schema;

/** The issues as the error envelope carries them (the registration form's shape). */
export function adminAccountIssues(input: AdminAccountInput) {
  return validateAdminAccount(input).map((i) => ({
    path: i.path.join('.'),
    key: i.key,
    message: i.message.en,
    message_th: i.message.th,
  }));
}

/** Hashes outside the transaction (argon2 is slow on purpose); refuses an invalid account. */
export async function hashAdminPassword(input: AdminAccountInput): Promise<string> {
  const issues = adminAccountIssues(input);
  if (issues.length > 0) throw new DomainError('INPUT_ERROR', 'Invalid administrator account', issues);
  return hash(input.password);
}

/** Inserts the administrator inside `tx`; the caller hashed the password. Returns the new id. */
export async function insertAdmin(
  tx: Tx,
  input: Omit<AdminAccountInput, 'password'>,
  passwordHash: string,
  now: Date,
): Promise<number> {
  await assertCredentialsFree(tx, input);
  const [created] = await tx
    .insert(users)
    .values({
      username: input.username,
      email: input.email,
      password_hash: passwordHash,
      role: 'admin',
      role_id: 1,
      is_student: false,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: users.id });
  return created!.id;
}

/** Whether the database has an administrator at all. */
export async function hasAdmin(tx: Pick<Tx, 'select'>): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.role} = 'admin'`)
    .limit(1);
  return rows.length > 0;
}
