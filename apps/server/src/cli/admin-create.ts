// `npm run admin:create`: creates an administrator in the database the server uses (DATABASE_URL, or
// the embedded one under DATA_DIR). Interactive, it asks; for scripted deploys it takes
// --username, --email and --password (or --password-stdin, which keeps the password out of the
// shell history and the process list).
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { createDb, migrate, seedSiteDefaults } from '@rian/db';
import { DomainError, errorMessage } from '@rian/domain/errors';
import { readConfig } from '../config.ts';
import { hashAdminPassword, insertAdmin } from '../modules/setup/create-admin.ts';
import { askHidden, readStdin } from './prompt.ts';

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    'password-stdin': { type: 'boolean' },
  },
});

async function ask(): Promise<{ username: string; email: string; password: string }> {
  let password = values.password ?? (values['password-stdin'] ? await readStdin() : undefined);
  let { username, email } = values;
  if (username && email && password) return { username, email, password };
  if (!process.stdin.isTTY) throw new Error('give --username, --email and --password (or --password-stdin)');
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  username ??= (await rl.question('Username (ชื่อผู้ใช้): ')).trim();
  email ??= (await rl.question('E-mail (อีเมล): ')).trim();
  rl.close();
  if (!password) {
    password = await askHidden('Password (รหัสผ่าน, 10+): ');
    if ((await askHidden('Password again (ยืนยันรหัสผ่าน): ')) !== password) throw new Error('the passwords do not match');
  }
  return { username, email, password };
}

const config = readConfig();
let code = 0;
const db = await createDb({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
try {
  const account = await ask();
  const passwordHash = await hashAdminPassword(account);
  await db.exclusive(async () => {
    await migrate(db);
    await seedSiteDefaults(db);
  });
  await db.db.transaction((tx) => insertAdmin(tx, account, passwordHash, new Date()));
  process.stdout.write(`Administrator ${account.username} created. Sign in at ${config.publicUrl}\n`);
} catch (err) {
  code = 1;
  if (err instanceof DomainError) {
    const details = Array.isArray(err.details)
      ? (err.details as { message: string }[]).map((d) => `\n  - ${d.message}`).join('')
      : '';
    process.stderr.write(`admin:create: ${errorMessage(err.code, 'en')}${details}\n`);
  } else {
    process.stderr.write(`admin:create: ${err instanceof Error ? err.message : String(err)}\n`);
  }
} finally {
  await db.close();
}
process.exit(code);
