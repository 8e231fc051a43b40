// POST /public/students/course-detail-page. Validates under the site's settings with the domain
// rules (spec §5), creates the student (§8 limits and duplicates), stores custom label answers and
// tax data, puts the student in the chosen group (or the default group), takes ownership of the
// uploaded profile picture and certificate, writes the welcome e-mail to the outbox in the same
// transaction, moves the guest's cart, and signs the new student in.
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { DomainError } from '@rian/domain/errors';
import {
  generateGuestCredentials,
  registrationErrorCode,
  validateRegistration,
  type RegistrationInput,
} from '@rian/domain/registration';
import { enqueueMail } from '../mail/outbox.ts';
import { welcomeMail } from '../mail/templates.ts';
import { createStudent, type NewStudent } from './create-student.ts';
import { claimRegistrationFiles } from './claim-registration-files.ts';
import { fieldDetails, taxColumns, type AccountsDeps, type SignedIn } from './accounts-deps.ts';
import { getSessionUser } from './get-student.ts';

type Payload = RegistrationInput & Record<string, unknown>;

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** The site's settings, labels and groups, once the payload passes the registration rules. */
async function validateForSite(deps: AccountsDeps, payload: Payload) {
  const site = await deps.site.settingsRow();
  if (!site) throw new DomainError('INTERNAL_ERROR', 'Site settings missing');
  const labels = await deps.site.customLabels();
  const groups = site.contact_fields.studentGroupKpi.enable ? await deps.site.userGroups() : [];
  const { issues, customLabel } = validateRegistration(payload, {
    contactFields: site.contact_fields,
    customLabels: labels,
    taxCompanyCertificateRequired: site.tax_company_certificate_required === 1,
    userGroupIds: groups.map((g) => g.id),
  });
  const code = registrationErrorCode(issues);
  if (code) throw new DomainError(code, undefined, fieldDetails(issues));
  const chosenGroup = groups.find((g) => String(g.id) === String(payload.studentGroupKpi ?? ''))?.id;
  return { site, labels, customLabel, chosenGroup };
}

/**
 * spec §5: without layout four the credentials are generated; the password is random, not derived
 * from the e-mail and the time as in the source product (which anyone could guess).
 */
function credentialsFor(payload: Payload, email: string, now: Date) {
  const layoutFour = payload.is_registration_layout_four === 1 || payload.is_registration_layout_four === true;
  return layoutFour
    ? { username: String(payload.username).trim(), password: String(payload.password), generated: false }
    : { ...generateGuestCredentials(email, now, randomBytes(64)), generated: true };
}

function studentRow(
  payload: Payload,
  login: { username: string; email: string; passwordHash: string },
  customLabel: NewStudent['custom_label'],
): NewStudent {
  const wantsTax = payload.is_require_tax_invoice === 1 || payload.is_require_tax_invoice === true;
  return {
    username: login.username,
    email: login.email,
    password_hash: login.passwordHash,
    firstname: text(payload.firstname) ?? '',
    lastname: text(payload.lastname) ?? '',
    firstname_eng: text(payload.firstname_eng),
    lastname_eng: text(payload.lastname_eng),
    nickname: text(payload.nickname),
    tel: text(payload.tel),
    address: text(payload.address),
    // The stored file name; claimRegistrationFiles checks that it is this guest's upload.
    display_img_url: text(payload.displayImgUrl),
    age: typeof payload.age === 'number' ? payload.age : null,
    branchid: typeof payload.branchid === 'number' ? payload.branchid : null,
    education_list: Array.isArray(payload.educationList) ? (payload.educationList as string[]) : null,
    level: text(payload.level),
    biography: text(payload.biography),
    createby: text(payload.createby),
    custom_label: customLabel,
    ...(wantsTax ? taxColumns(payload) : {}),
  };
}

export async function registerStudent(
  deps: AccountsDeps,
  payload: Payload,
  ctx: { guestId: string | null; userAgent: string | undefined },
): Promise<SignedIn & { createStudent: boolean }> {
  const { site, labels, customLabel, chosenGroup } = await validateForSite(deps, payload);
  const now = deps.clock();
  const email = payload.email.trim();
  const credentials = credentialsFor(payload, email, now);
  const passwordHash = await hash(credentials.password);
  const row = studentRow(payload, { username: credentials.username, email, passwordHash }, customLabel);

  const userId = await deps.db.transaction(async (tx) => {
    const id = await createStudent(tx, row, now, chosenGroup);
    await claimRegistrationFiles(tx, id, ctx.guestId, payload, customLabel, labels);
    await enqueueMail(
      tx,
      welcomeMail({
        to: email,
        userId: id,
        siteTitle: site.title,
        publicUrl: deps.publicUrl,
        firstname: text(payload.firstname) ?? '',
        lastname: text(payload.lastname) ?? '',
        username: credentials.username,
        generatedPassword: credentials.generated ? credentials.password : null,
      }),
    );
    if (ctx.guestId) await deps.carts.mergeGuest(ctx.guestId, id, tx);
    return id;
  });
  deps.mailer?.kick();
  const session = await deps.sessions.create(userId, ctx.userAgent);
  const user = await getSessionUser(deps.db, userId);
  return { user, createStudent: true, ...session };
}
