import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Every row of clinical data belongs to exactly one clinician's workspace and goes with it. */
const clinicianId = () =>
  uuid('clinician_id')
    .notNull()
    .references(() => clinicians.id, { onDelete: 'cascade' });

/** A clinician's workspace. In demo mode each browser gets its own sandbox clinician. */
export const clinicians = pgTable(
  'clinicians',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    title: text('title').notNull().default('Dr.'),
    email: text('email'),
    licenseNumber: text('license_number').notNull().default(''),
    isDemo: boolean('is_demo').notNull().default(false),
    isOwner: boolean('is_owner').notNull().default(false),
    passwordHash: text('password_hash'),
    /** AES-256-GCM ciphertext of the base32 TOTP secret. */
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('clinicians_email_lower_idx')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.email} is not null and ${table.isDemo} = false`),
    index('clinicians_demo_activity_idx').on(table.isDemo, table.lastActiveAt),
  ],
);

/** Server-side sessions: only a SHA-256 of the cookie token is stored, so a database leak yields no live session. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    clinicianId: clinicianId(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_sessions_clinician_idx').on(table.clinicianId)],
);

export const failedSignIns = pgTable(
  'failed_sign_ins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('failed_sign_ins_email_at_idx').on(table.email, table.at)],
);

export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicianId: clinicianId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    age: integer('age').notNull(),
    gender: text('gender').notNull().default(''),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    riskLevel: text('risk_level', { enum: ['low', 'moderate', 'high'] })
      .notNull()
      .default('low'),
    primaryConcerns: jsonb('primary_concerns').$type<string[]>().notNull().default([]),
    nextSession: timestamp('next_session', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    isSample: boolean('is_sample').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('clients_clinician_idx').on(table.clinicianId, table.archivedAt)],
);

export const templates = pgTable(
  'templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicianId: clinicianId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sessionType: text('session_type', { enum: ['individual', 'group', 'family', 'couples'] }).notNull(),
    duration: integer('duration').notNull(),
    sections: jsonb('sections').$type<string[]>().notNull(),
    prompts: jsonb('prompts').$type<string[]>().notNull().default([]),
    usageCount: integer('usage_count').notNull().default(0),
    isSample: boolean('is_sample').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('templates_clinician_idx').on(table.clinicianId)],
);

export const therapySessions = pgTable(
  'therapy_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicianId: clinicianId(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id').references(() => templates.id, { onDelete: 'set null' }),
    setting: text('setting', { enum: ['in-person', 'telehealth'] }).notNull(),
    language: text('language').notNull().default('en-US'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    durationMinutes: integer('duration_minutes'),
    status: text('status', { enum: ['in_progress', 'needs_review', 'completed'] })
      .notNull()
      .default('in_progress'),
    /** AES-256-GCM ciphertext. */
    transcript: text('transcript'),
    /** AES-256-GCM ciphertext of the clinician's free-text notes for the session. */
    notes: text('notes'),
    isSample: boolean('is_sample').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('therapy_sessions_clinician_started_idx').on(table.clinicianId, table.startedAt),
    index('therapy_sessions_client_idx').on(table.clientId),
  ],
);

export const clinicianSettings = pgTable('clinician_settings', {
  clinicianId: uuid('clinician_id')
    .primaryKey()
    .references(() => clinicians.id, { onDelete: 'cascade' }),
  sessionReminders: boolean('session_reminders').notNull().default(true),
  clientUpdates: boolean('client_updates').notNull().default(true),
  systemAlerts: boolean('system_alerts').notNull().default(true),
  theme: text('theme', { enum: ['light', 'dark', 'system'] })
    .notNull()
    .default('system'),
  updatedAt: updatedAt(),
});

/**
 * Append-only and hash-chained: each row's hash covers its content and the previous row's hash, so an
 * edited, deleted or reordered row breaks the chain. No clinical text is ever stored here.
 * Not tied to clinicians by a foreign key: the trail outlives a deleted workspace.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    clinicianId: uuid('clinician_id'),
    action: text('action').notNull(),
    recordType: text('record_type').notNull(),
    recordId: text('record_id'),
    outcome: text('outcome').notNull(),
    clientAddress: text('client_address'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [index('audit_events_clinician_idx').on(table.clinicianId, table.id)],
);

/** One row: an encrypted known value, so a wrong PHI key is caught at start-up instead of corrupting data. */
export const encryptionCanary = pgTable('encryption_canary', {
  id: integer('id').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const waitlist = pgTable(
  'waitlist',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('waitlist_email_lower_idx').on(sql`lower(${table.email})`)],
);
