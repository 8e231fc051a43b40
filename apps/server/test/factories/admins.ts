// Administrators (role_id 1), who approve reports and read every order.
import type { Db } from '@rian/db';
import { aUser, type Person } from './buyers.ts';

export const anAdmin = (db: Db, spec: Parameters<typeof aUser>[1] = {}): Promise<Person> =>
  aUser(db, { role: 'admin', role_id: 1, is_student: false, ...spec });
