// What every learning use case is given: the database and the clock (built once in app.ts).
import type { Db } from '@rian/db';

export interface LearningContext {
  db: Db;
  clock: () => Date;
}

/** The signed-in caller of a learning use case. */
export interface Caller {
  id: number;
  role: string;
}
