// Accounts (spec §6, §7 "Registration and login", §8 registration codes): registration with the
// site's own fields, log-in by username or e-mail, the student's own data and tax data, password
// reset links, and who may buy a course. The rules come from packages/domain; this file does I/O.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { hash, verify } from '@node-rs/argon2';
import { schema, type Db, type Tx } from '@rian/db';
import type { SessionUser, Student } from '@rian/contracts';
import { DomainError } from '@rian/domain/errors';
import {
  generateGuestCredentials,
  registrationErrorCode,
  validateNewPassword,
  validateRegistration,
  type RegistrationInput,
} from '@rian/domain/registration';
import { emptyTaxInvoice, validateTaxInvoice, type TaxInvoiceData } from '@rian/domain/tax-invoice';
import type { FieldIssue } from '@rian/domain/field-issues';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { SiteService } from '../site/site.service.ts';
import type { SessionService } from '../auth/session.service.ts';
import type { CartService } from '../cart/cart.service.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { passwordChangedMail, passwordResetMail, welcomeMail } from '../mail/templates.ts';
import { createStudent } from './create-student.ts';
import { claimUpload } from '../uploads/uploads.service.ts';

const { users, userGroupMembers, passwordResets } = schema;

/** A reset link works once, for an hour. */
export const RESET_LINK_TTL_MINUTES = 60;

/** Something that delivers the outbox soon (the mail sender); absent, mail waits for the sweep. */
export interface MailKicker {
  kick(): void;
}

export interface AccountsOptions {
  publicUrl: string;
  clock?: () => Date;
  mailer?: MailKicker | undefined;
}

export interface SignedIn {
  user: SessionUser;
  token: string;
  expiresAt: Date;
}

// A hash to verify against when no account matches, so a wrong username costs the same time as
// a wrong password and log-in does not reveal which usernames exist.
let dummyHash: Promise<string> | null = null;
const timingDummy = () => (dummyHash ??= hash('rian-timing-dummy-password'));

function fieldDetails(issues: readonly FieldIssue[]) {
  return issues.map((i) => ({ path: i.path.join('.'), key: i.key, message: i.message.en, message_th: i.message.th }));
}

export function toSessionUser(u: {
  id: number;
  username: string;
  email: string;
  role: string;
  role_id: number;
  is_student: boolean;
  firstname: string;
  lastname: string;
}): SessionUser {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    role: u.role,
    role_id: u.role_id,
    is_student: u.is_student,
    firstname: u.firstname,
    lastname: u.lastname,
  };
}

export class AccountsService {
  private readonly clock: () => Date;

  constructor(
    private readonly db: Db,
    private readonly site: SiteService,
    private readonly sessions: SessionService,
    private readonly carts: CartService,
    private readonly opts: AccountsOptions,
  ) {
    this.clock = opts.clock ?? (() => new Date());
  }

  // ------------------------------------------------------------------ registration

  /**
   * POST /public/students/course-detail-page. Validates under the site's settings with the
   * domain rules (§5), creates the student (§8 limits and duplicates), stores custom label answers
   * and tax data, puts the student in the chosen group (or the default group), takes ownership
   * of the uploaded profile picture and certificate, writes the welcome e-mail to the outbox in
   * the same transaction, moves the guest's cart, and signs the new student in.
   */
  async register(
    payload: RegistrationInput & Record<string, unknown>,
    ctx: { guestId: string | null; userAgent: string | undefined },
  ): Promise<SignedIn & { createStudent: boolean }> {
    const site = await this.site.settingsRow();
    if (!site) throw new DomainError('INTERNAL_ERROR', 'Site settings missing');
    const labels = await this.site.customLabels();
    const groups = site.contact_fields.studentGroupKpi.enable ? await this.site.userGroups() : [];
    const { issues, customLabel } = validateRegistration(payload, {
      contactFields: site.contact_fields,
      customLabels: labels,
      taxCompanyCertificateRequired: site.tax_company_certificate_required === 1,
      userGroupIds: groups.map((g) => g.id),
    });
    const code = registrationErrorCode(issues);
    if (code) throw new DomainError(code, undefined, fieldDetails(issues));

    const now = this.clock();
    const layoutFour = payload.is_registration_layout_four === 1 || payload.is_registration_layout_four === true;
    const email = payload.email.trim();
    // spec §5: without layout four the credentials are generated; the password is random, not
    // derived from the e-mail and the time as in the source product (which anyone could guess).
    const credentials = layoutFour
      ? { username: String(payload.username).trim(), password: String(payload.password), generated: false }
      : { ...generateGuestCredentials(email, now, randomBytes(64)), generated: true };
    const passwordHash = await hash(credentials.password);
    const wantsTax = payload.is_require_tax_invoice === 1 || payload.is_require_tax_invoice === true;
    const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
    const chosenGroup = groups.find((g) => String(g.id) === String(payload.studentGroupKpi ?? ''))?.id;

    const userId = await this.db.transaction(async (tx) => {
      const id = await createStudent(
        tx,
        {
          username: credentials.username,
          email,
          password_hash: passwordHash,
          firstname: text(payload.firstname) ?? '',
          lastname: text(payload.lastname) ?? '',
          firstname_eng: text(payload.firstname_eng),
          lastname_eng: text(payload.lastname_eng),
          nickname: text(payload.nickname),
          tel: text(payload.tel),
          address: text(payload.address),
          // The stored file name; claimFiles below checks that it is this guest's upload.
          display_img_url: text(payload.displayImgUrl),
          age: typeof payload.age === 'number' ? payload.age : null,
          branchid: typeof payload.branchid === 'number' ? payload.branchid : null,
          education_list: Array.isArray(payload.educationList) ? (payload.educationList as string[]) : null,
          level: text(payload.level),
          biography: text(payload.biography),
          createby: text(payload.createby),
          custom_label: customLabel,
          ...(wantsTax ? taxColumns(payload) : {}),
        },
        now,
        chosenGroup,
      );
      await this.claimFiles(tx, id, ctx.guestId, payload, customLabel, labels);
      await enqueueMail(
        tx,
        welcomeMail({
          to: email,
          userId: id,
          siteTitle: site.title,
          publicUrl: this.opts.publicUrl,
          firstname: text(payload.firstname) ?? '',
          lastname: text(payload.lastname) ?? '',
          username: credentials.username,
          generatedPassword: credentials.generated ? credentials.password : null,
        }),
      );
      if (ctx.guestId) await this.carts.mergeGuest(ctx.guestId, id, tx);
      return id;
    });
    this.opts.mailer?.kick();
    const session = await this.sessions.create(userId, ctx.userAgent);
    const user = await this.sessionUser(userId);
    return { user, createStudent: true, ...session };
  }

  /**
   * The profile picture, a company certificate and image answers name uploaded files: accept
   * only files this guest (or nobody yet) uploaded, of the right kind, and make them the new
   * student's. Anything else would let a registration claim somebody else's file.
   */
  private async claimFiles(
    tx: Tx,
    userId: number,
    guestId: string | null,
    payload: RegistrationInput,
    answers: readonly { id: number; value: string | string[] }[],
    labels: readonly { id: number; type_label: string }[],
  ): Promise<void> {
    const wanted: { name: string; kind: 'profileImage' | 'certificate'; field: string }[] = [];
    if (payload.displayImgUrl) wanted.push({ name: payload.displayImgUrl, kind: 'profileImage', field: 'displayImgUrl' });
    const wantsTax = payload.is_require_tax_invoice === 1 || payload.is_require_tax_invoice === true;
    if (wantsTax && payload.tax_company_certificate) {
      wanted.push({ name: payload.tax_company_certificate, kind: 'certificate', field: 'tax_company_certificate' });
    }
    const imageLabels = new Set(labels.filter((l) => l.type_label === 'image').map((l) => l.id));
    // Paths name an answer by its position in the payload's list, as the rule issues do.
    (payload.customLabel ?? []).forEach((sent, index) => {
      const a = answers.find((x) => x.id === sent.id);
      if (a && imageLabels.has(a.id) && typeof a.value === 'string' && a.value !== '') {
        // An image answer is uploaded like a profile picture (same types, public).
        wanted.push({ name: a.value, kind: 'profileImage', field: `customLabel.${index}` });
      }
    });
    for (const w of wanted) {
      if (!(await claimUpload(tx, { name: w.name, kind: w.kind, userId, guestId }))) {
        throw new DomainError('INPUT_ERROR', `Unknown upload in ${w.field}`, [
          { path: w.field, key: 'uploadUnknown', message: 'Upload the file again.', message_th: 'กรุณาอัปโหลดไฟล์อีกครั้ง' },
        ]);
      }
    }
  }

  /** The welcome again, to the caller's own address (spec §7 /api/send/to/email/registration). */
  async resendWelcome(userId: number): Promise<void> {
    const site = await this.site.settingsRow();
    const [u] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!u || !site) throw new DomainError('NOT_FOUND');
    // The password is not kept in clear, so the repeat names the username and the reset page.
    await enqueueMail(
      this.db,
      welcomeMail({
        to: u.email,
        userId: u.id,
        siteTitle: site.title,
        publicUrl: this.opts.publicUrl,
        firstname: u.firstname,
        lastname: u.lastname,
        username: u.username,
        generatedPassword: null,
      }),
    );
    this.opts.mailer?.kick();
  }

  // ------------------------------------------------------------------ log-in

  /** Log-in by username or e-mail (spec §7); INVALID_CREDENTIALS without saying which was wrong. */
  async login(
    identifier: string,
    password: string,
    ctx: {
      guestId: string | null;
      userAgent: string | undefined;
      isWhitelisted: (u: { email: string; role: string }) => Promise<boolean>;
    },
  ): Promise<SignedIn> {
    const id = identifier.trim().toLowerCase();
    const rows = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = ${id} or lower(${users.email}) = ${id}`)
      .limit(2);
    // A username equal to somebody else's e-mail: the username wins.
    const u = rows.find((r) => r.username.toLowerCase() === id) ?? rows[0];
    const ok = u?.password_hash
      ? await verify(u.password_hash, password).catch(() => false)
      : await verify(await timingDummy(), password).then(() => false);
    if (!u || !ok || !u.is_active) throw new DomainError('INVALID_CREDENTIALS');
    if (!(await ctx.isWhitelisted(u))) throw new DomainError('WHITELIST_USER_DENIED');
    if (ctx.guestId) await this.carts.mergeGuest(ctx.guestId, u.id);
    const session = await this.sessions.create(u.id, ctx.userAgent);
    return { user: toSessionUser(u), ...session };
  }

  async sessionUser(userId: number): Promise<SessionUser> {
    const [u] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!u) throw new DomainError('NOT_FOUND');
    return toSessionUser(u);
  }

  // ------------------------------------------------------------------ the student's own data

  async student(userId: number): Promise<Student> {
    const [u] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!u) throw new DomainError('STUDENT_DATA_UNAVAILABLE');
    const groups = await this.db
      .select({ id: userGroupMembers.group_id })
      .from(userGroupMembers)
      .where(eq(userGroupMembers.user_id, userId));
    return {
      ...toSessionUser(u),
      firstname_eng: u.firstname_eng,
      lastname_eng: u.lastname_eng,
      nickname: u.nickname,
      tel: u.tel,
      address: u.address,
      display_img_url: u.display_img_url,
      group_ids: groups.map((g) => g.id),
      custom_label: u.custom_label ?? null,
      tax_person_type: u.tax_person_type,
      tax_name_one: u.tax_name_one,
      tax_name_two: u.tax_name_two,
      tax_payer_identification_no: u.tax_payer_identification_no,
      tax_address: u.tax_address,
      tax_postcode: u.tax_postcode,
      tax_is_delivery_by_tax_address: u.tax_is_delivery_by_tax_address,
      tax_delivery_address: u.tax_delivery_address,
      tax_company_certificate: u.tax_company_certificate,
    };
  }

  /**
   * PUT /private/myaccount/students/tax (spec §5 tax invoice rules under the site's certificate
   * setting). A certificate must be a file the student uploaded. Returns the stored data.
   */
  async saveTax(userId: number, data: TaxInvoiceData): Promise<TaxInvoiceData> {
    const site = await this.site.settingsRow();
    const result = validateTaxInvoice(data, { companyCertificateRequired: site?.tax_company_certificate_required === 1 });
    if (result.issues.length > 0) throw new DomainError('TAX_INVOICE_INVALID', undefined, fieldDetails(result.issues));
    const clean = data;
    await this.db.transaction(async (tx) => {
      if (clean.tax_company_certificate) {
        const mine = await claimUpload(tx, {
          name: clean.tax_company_certificate,
          kind: 'certificate',
          userId,
          guestId: null,
        });
        if (!mine) {
          throw new DomainError('TAX_INVOICE_INVALID', 'Unknown certificate file', [
            {
              path: 'tax_company_certificate',
              key: 'certificateRequired',
              message: 'Upload the certificate again.',
              message_th: 'กรุณาอัพโหลดหนังสือรับรอง',
            },
          ]);
        }
      }
      await tx
        .update(users)
        .set({ ...taxColumns(clean), updated_at: this.clock() })
        .where(eq(users.id, userId));
    });
    return clean;
  }

  // ------------------------------------------------------------------ password reset

  /**
   * /forgotpass: writes a single-use link valid for an hour to the outbox when the e-mail has an
   * account; says nothing either way, so the form does not reveal who is registered.
   */
  async forgotPassword(email: string): Promise<void> {
    const [u] = await this.db
      .select({ id: users.id, email: users.email, active: users.is_active })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
    if (!u || !u.active) return;
    const site = await this.site.settingsRow();
    const token = newToken();
    const now = this.clock();
    await this.db.transaction(async (tx) => {
      // An older unused link stops working when a new one is asked for.
      await tx
        .update(passwordResets)
        .set({ used_at: now })
        .where(and(eq(passwordResets.user_id, u.id), isNull(passwordResets.used_at)));
      await tx.insert(passwordResets).values({
        user_id: u.id,
        token_hash: hashToken(token),
        expires_at: new Date(now.getTime() + RESET_LINK_TTL_MINUTES * 60_000),
      });
      await enqueueMail(
        tx,
        passwordResetMail({
          to: u.email,
          userId: u.id,
          siteTitle: site?.title ?? 'Rian',
          link: `${this.opts.publicUrl}/forgotpass?token=${encodeURIComponent(token)}`,
          validMinutes: RESET_LINK_TTL_MINUTES,
        }),
      );
    });
    this.opts.mailer?.kick();
  }

  async resetTokenValid(token: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: passwordResets.id })
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.token_hash, hashToken(token)),
          isNull(passwordResets.used_at),
          gt(passwordResets.expires_at, this.clock()),
        ),
      );
    return rows.length > 0;
  }

  /**
   * Sets the new password through a reset link: the link is used up in the same statement that
   * checks it (two clicks cannot both succeed), every session of the user ends, and a notice goes
   * to the account's address.
   */
  async resetPassword(token: string, password: string): Promise<void> {
    const issues = validateNewPassword({ newPassword: password, confirmNewPassword: password });
    if (issues.length > 0) throw new DomainError('INVALID_FORMAT_PASSWORD', undefined, fieldDetails(issues));
    const now = this.clock();
    const passwordHash = await hash(password);
    const site = await this.site.settingsRow();
    await this.db.transaction(async (tx) => {
      const used = await tx
        .update(passwordResets)
        .set({ used_at: now })
        .where(
          and(
            eq(passwordResets.token_hash, hashToken(token)),
            isNull(passwordResets.used_at),
            gt(passwordResets.expires_at, now),
          ),
        )
        .returning({ userId: passwordResets.user_id });
      const userId = used[0]?.userId;
      if (userId === undefined) throw new DomainError('RESET_LINK_INVALID');
      const [u] = await tx
        .update(users)
        .set({ password_hash: passwordHash, updated_at: now })
        .where(eq(users.id, userId))
        .returning({ email: users.email });
      await this.sessions.revokeAll(userId, tx);
      await enqueueMail(
        tx,
        passwordChangedMail({ to: u!.email, userId, siteTitle: site?.title ?? 'Rian', publicUrl: this.opts.publicUrl }),
      );
    });
    this.opts.mailer?.kick();
  }
}

function taxColumns(d: { readonly [K in keyof TaxInvoiceData]?: unknown }) {
  const base = emptyTaxInvoice();
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    tax_person_type: str(d.tax_person_type) ?? base.tax_person_type,
    tax_name_one: str(d.tax_name_one),
    tax_name_two: str(d.tax_name_two),
    tax_payer_identification_no: str(d.tax_payer_identification_no),
    tax_address: str(d.tax_address),
    tax_postcode: str(d.tax_postcode),
    tax_is_delivery_by_tax_address: d.tax_is_delivery_by_tax_address === 0 ? 0 : 1,
    tax_delivery_address: str(d.tax_delivery_address),
    tax_company_certificate: str(d.tax_company_certificate),
  };
}
