// Accounts (spec §6, §7 "Registration and login"): users and groups, sessions, reset links, social identities, the whitelist.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, flag, timestamptz, updatedAt } from './columns.ts';

export const userGroups = pgTable('user_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  is_default: flag(0),
  created_at: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    password_hash: text('password_hash'),
    /** 'student' | 'instructor' | 'admin'; role_id 3 is a student (spec §6). */
    role: text('role').notNull().default('student'),
    role_id: integer('role_id').notNull().default(3),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    firstname_eng: text('firstname_eng'),
    lastname_eng: text('lastname_eng'),
    nickname: text('nickname'),
    tel: text('tel'),
    address: text('address'),
    display_img_url: text('display_img_url'),
    biography: text('biography'),
    age: integer('age'),
    branchid: integer('branchid'),
    education_list: jsonb('education_list').$type<string[]>(),
    level: text('level'),
    createby: text('createby'),
    /** spec §3 customLabel: the answers with their validation flag, as registration stored them. */
    custom_label: jsonb('custom_label').$type<{ id: number; value: unknown; validation: boolean; label: string }[]>(),
    /** spec §6: an instructor may buy only when also a student; every student-role user is one. */
    is_student: boolean('is_student').notNull().default(true),
    // Tax invoice data (spec §3), edited through PUT /private/myaccount/students/tax.
    tax_person_type: text('tax_person_type'),
    tax_name_one: text('tax_name_one'),
    tax_name_two: text('tax_name_two'),
    tax_payer_identification_no: text('tax_payer_identification_no'),
    tax_address: text('tax_address'),
    tax_postcode: text('tax_postcode'),
    tax_is_delivery_by_tax_address: flag(1),
    tax_delivery_address: text('tax_delivery_address'),
    tax_company_certificate: text('tax_company_certificate'),
    is_active: boolean('is_active').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower').on(sql`lower(${t.email})`),
  ],
);

export const userGroupMembers = pgTable(
  'user_group_members',
  {
    user_id: belongsTo('user_id', () => users.id),
    group_id: belongsTo('group_id', () => userGroups.id),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.group_id] })],
);

/**
 * Log-in sessions (architecture.md): an opaque random token lives only in the browser's httpOnly
 * cookie; the database keeps its SHA-256, so a leaked table row cannot be replayed.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    token_hash: text('token_hash').notNull(),
    user_id: belongsTo('user_id', () => users.id),
    created_at: createdAt(),
    last_seen_at: timestamptz('last_seen_at').notNull().defaultNow(),
    expires_at: timestamptz('expires_at').notNull(),
    revoked_at: timestamptz('revoked_at'),
    user_agent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash').on(t.token_hash), index('sessions_user').on(t.user_id)],
);

/** Single-use, expiring password reset links (/forgotpass); only the token's hash is stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    token_hash: text('token_hash').notNull(),
    user_id: belongsTo('user_id', () => users.id),
    created_at: createdAt(),
    expires_at: timestamptz('expires_at').notNull(),
    used_at: timestamptz('used_at'),
  },
  (t) => [uniqueIndex('password_resets_token_hash').on(t.token_hash), index('password_resets_user').on(t.user_id)],
);

/** A social identity (provider + subject) linked to a Rian account. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    user_id: belongsTo('user_id', () => users.id),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('user_identities_provider_subject').on(t.provider, t.subject), index('user_identities_user').on(t.user_id)],
);

/** Pending OAuth authorisations: the state's hash, the PKCE verifier and where to return. */
export const oauthStates = pgTable('oauth_states', {
  state_hash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  code_verifier: text('code_verifier').notNull(),
  nonce: text('nonce'),
  return_to: text('return_to').notNull().default('/cart'),
  guest_id: text('guest_id'),
  created_at: createdAt(),
  expires_at: timestamptz('expires_at').notNull(),
});

/** spec §8 WHITELIST_USER_DENIED: with whitelist_mode on, only these e-mails may sign in. */
export const whitelistEmails = pgTable(
  'whitelist_emails',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('whitelist_emails_lower').on(sql`lower(${t.email})`)],
);
