// What every back-office use case is given: the database, the clock, the news of what changed, and the
// storefront's course page as a visitor would see it, whatever the course's state (the preview).
import type { Db } from '@rian/db';
import type { CourseDetail } from '@rian/contracts';
import type { ContentChanges } from '../../lib/content-changes.ts';
import type { BankTransferContext } from '../bank-transfer/bank-transfer-context.ts';
import type { Notify } from '../notify/create-notify.ts';
import type { PaymentProviders } from '../payments/payment-providers.ts';
import type { AccountsDeps } from '../accounts/accounts-deps.ts';
import type { SecretBox } from '../../lib/secret-box.ts';

export interface AdminContext {
  db: Db;
  clock: () => Date;
  changes: ContentChanges;
  previewCourse: (id: number) => Promise<CourseDetail>;
  /** The payment providers, for refunds through their APIs; absent where nothing is refunded. */
  providers?: PaymentProviders;
  /**
   * The payment review, for approving a free order from its page (the same approval as a report's) and
   * for what the buyer's mails say about the site; absent where no order is decided or mailed.
   */
  bankTransfer?: BankTransferContext;
  /** The administrators' notices: their settings, the LINE sender and (sandbox mode) what the LINE sandbox received. */
  notify?: Notify;
  /** What a password-reset link needs (the site's title, the public address, the mailer), for the People page. */
  accounts?: Pick<AccountsDeps, 'site' | 'publicUrl' | 'clock' | 'mailer'>;
  /** Seals the secrets an administrator stores (payment providers'); null or absent: none may be stored. */
  secrets?: SecretBox | null;
}

/** Who is writing: the signed-in administrator or instructor, as the audit log records them. */
export interface Actor {
  id: number;
  username: string;
  role: string;
}
