import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  real,
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
    /** The last TOTP time step accepted: a code is single-use, so no step at or before it is accepted again. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Set by the practice owner: the clinician cannot sign in and their sessions have ended. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
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

/**
 * Failed sign-ins per key (`account:<email>` or `address:<ip>`), counted with one atomic upsert per attempt so
 * concurrent attempts can never pass the limit. The count starts again once the last failure is 15 minutes old.
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
});

/** One-time recovery codes for two-factor sign-in: a salted SHA-256 of each, marked when used. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicianId: clinicianId(),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('recovery_codes_clinician_idx').on(table.clinicianId)],
);

/** Password reset links the practice owner issues for a colleague: only a SHA-256 of the token is stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    clinicianId: clinicianId(),
    issuedBy: uuid('issued_by').references(() => clinicians.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_resets_clinician_idx').on(table.clinicianId)],
);

export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicianId: clinicianId(),
    /** AES-256-GCM ciphertext of the client's first name. */
    firstNameEnc: text('first_name_enc'),
    /** AES-256-GCM ciphertext of the client's last name. */
    lastNameEnc: text('last_name_enc'),
    age: integer('age').notNull(),
    /** AES-256-GCM ciphertext of the client's gender as the clinician wrote it. */
    genderEnc: text('gender_enc'),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    riskLevel: text('risk_level', { enum: ['low', 'moderate', 'high'] })
      .notNull()
      .default('low'),
    /** AES-256-GCM ciphertext of the JSON list of primary concerns. */
    primaryConcernsEnc: text('primary_concerns_enc'),
    nextSession: timestamp('next_session', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    isSample: boolean('is_sample').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The plaintext columns of before migration 0005. Nothing writes them any more: the start-up pass
     * (modules/clients/encrypt-plaintext-identity.ts) encrypts what they hold and sets them to NULL.
     */
    legacyFirstName: text('first_name'),
    legacyLastName: text('last_name'),
    legacyGender: text('gender'),
    legacyPrimaryConcerns: jsonb('primary_concerns').$type<string[]>(),
  },
  (table) => [index('clients_clinician_idx').on(table.clinicianId, table.archivedAt)],
);

/**
 * Raised by a trigger (migration 0011) whenever a clinician's clients are added, deleted, renamed, archived or
 * restored: the clients list's in-memory name order is rebuilt when it moves (docs/decisions/014).
 */
export const clientListVersions = pgTable('client_list_versions', {
  clinicianId: uuid('clinician_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});

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
    /** Null while the session is a draft whose client has not been chosen yet. */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id').references(() => templates.id, { onDelete: 'set null' }),
    setting: text('setting', { enum: ['in-person', 'telehealth'] }).notNull(),
    language: text('language').notNull().default('en-US'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    durationMinutes: integer('duration_minutes'),
    /** Where the start and end come from: the screen opened and ended, a recording, or the clinician's entry. */
    timeSource: text('time_source', { enum: ['opened', 'recorded', 'entered'] })
      .notNull()
      .default('opened'),
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
    index('therapy_sessions_clinician_started_idx').on(table.clinicianId, table.startedAt, table.id),
    index('therapy_sessions_clinician_client_started_idx').on(
      table.clinicianId,
      table.clientId,
      table.startedAt,
      table.id,
    ),
    index('therapy_sessions_client_idx').on(table.clientId),
  ],
);

/**
 * Consent to recording a session, one row each time it is given: the newest row is the session's consent, and a
 * withdrawal marks that row, so every consent given and withdrawn stays on record. A representative's name and the
 * note identify people, so they are ciphertext like the client's own name (docs/decisions/006).
 */
export const sessionConsents = pgTable(
  'session_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicianId: clinicianId(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => therapySessions.id, { onDelete: 'cascade' }),
    method: text('method', { enum: ['verbal', 'written'] }).notNull(),
    givenBy: text('given_by', { enum: ['client', 'guardian', 'representative'] }).notNull(),
    /** AES-256-GCM ciphertext of the guardian's or representative's name; null when the client gave consent. */
    givenByNameEnc: text('given_by_name_enc'),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
    /** AES-256-GCM ciphertext of the clinician's note; null when none. */
    noteEnc: text('note_enc'),
    /** The clinician who recorded it, and their name as it was then (reports print it). */
    recordedById: uuid('recorded_by_id').references(() => clinicians.id, { onDelete: 'set null' }),
    recordedByName: text('recorded_by_name').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnByName: text('withdrawn_by_name'),
    /** The choice made at withdrawal: whether the session's audio and transcript were deleted. */
    recordingsDeleted: boolean('recordings_deleted'),
  },
  (table) => [
    index('session_consents_session_idx').on(table.sessionId, table.recordedAt),
    index('session_consents_clinician_idx').on(table.clinicianId),
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

/**
 * A session's note, versioned: version 1 is the generated (or typed) draft; it may be replaced while a draft.
 * Signing locks it; every later change is a new amendment version, so every signed text is kept.
 */
export const sessionNotes = pgTable(
  'session_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicianId: clinicianId(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => therapySessions.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    kind: text('kind', { enum: ['original', 'amendment'] }).notNull(),
    status: text('status', { enum: ['draft', 'signed'] })
      .notNull()
      .default('draft'),
    /** AES-256-GCM ciphertext of the note JSON. */
    body: text('body').notNull(),
    /** AES-256-GCM ciphertext of the reason given for an amendment. */
    amendmentReason: text('amendment_reason'),
    signedBy: text('signed_by'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('session_notes_session_version_idx').on(table.sessionId, table.version)],
);

/** One row per session and workflow step, each an encrypted JSON document (summary, diagnoses, plan). */
const sessionStep = (name: string) =>
  pgTable(
    name,
    {
      sessionId: uuid('session_id')
        .primaryKey()
        .references(() => therapySessions.id, { onDelete: 'cascade' }),
      clinicianId: clinicianId(),
      /** AES-256-GCM ciphertext of the step's JSON. */
      body: text('body').notNull(),
      createdAt: createdAt(),
      updatedAt: updatedAt(),
    },
    (table) => [index(`${name}_clinician_idx`).on(table.clinicianId)],
  );

export const sessionSummaries = sessionStep('session_summaries');
/** Every saved version of a session's summary: generated summaries are saved at once, edits add a version. */
export const sessionSummaryVersions = pgTable(
  'session_summary_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicianId: clinicianId(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => therapySessions.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    source: text('source', { enum: ['generated', 'saved'] }).notNull(),
    /** AES-256-GCM ciphertext of the summary JSON. */
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('session_summary_versions_session_version_idx').on(table.sessionId, table.version),
    index('session_summary_versions_clinician_idx').on(table.clinicianId),
  ],
);
/** The generated differential, the clinician's selection and notes. */
export const diagnosisSuggestions = sessionStep('diagnosis_suggestions');
/** The generated plan, the accepted and customised items. */
export const treatmentPlans = sessionStep('treatment_plans');

/** The assessment of a session: a draft while the wizard runs, final once the session is completed. */
export const assessmentReports = pgTable(
  'assessment_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicianId: clinicianId(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => therapySessions.id, { onDelete: 'cascade' }),
    /** Null only for the draft of a session with no client yet; completing a session needs its client. */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    reportType: text('report_type').notNull(),
    status: text('status', { enum: ['draft', 'final'] })
      .notNull()
      .default('draft'),
    /** AES-256-GCM ciphertext of the report JSON. */
    body: text('body').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('assessment_reports_session_idx').on(table.sessionId),
    index('assessment_reports_clinician_idx').on(table.clinicianId, table.status, table.createdAt),
    index('assessment_reports_final_idx')
      .on(table.clinicianId, table.completedAt, table.id)
      .where(sql`${table.status} = 'final'`),
  ],
);

/** Therapy recommendations a clinician saved to a client's treatment plan, planned or implemented (active). */
export const therapyRecommendations = pgTable(
  'therapy_recommendations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicianId: clinicianId(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** AES-256-GCM ciphertext of the therapy's name. */
    therapyEnc: text('therapy_enc'),
    /** Blind index (keyed HMAC) of the therapy's name: one item per therapy and client, found without decrypting. */
    therapyIndex: text('therapy_index'),
    status: text('status', { enum: ['planned', 'active'] })
      .notNull()
      .default('planned'),
    /** AES-256-GCM ciphertext of the recommendation JSON. */
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The plaintext name of before migration 0005; emptied at start-up like the clients' legacy columns. */
    legacyTherapy: text('therapy'),
  },
  (table) => [
    index('therapy_recommendations_client_idx').on(table.clinicianId, table.clientId),
    uniqueIndex('therapy_recommendations_client_therapy_index_idx').on(table.clientId, table.therapyIndex),
  ],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A reference document: the built-in reference (no clinician) or one a clinician imported. */
export const kbDocuments = pgTable(
  'kb_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for the built-in reference, which every workspace searches. */
    clinicianId: uuid('clinician_id').references(() => clinicians.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    kind: text('kind', { enum: ['builtin', 'pdf', 'text', 'markdown'] }).notNull(),
    fileName: text('file_name'),
    byteSize: integer('byte_size').notNull().default(0),
    pageCount: integer('page_count'),
    chunkCount: integer('chunk_count').notNull().default(0),
    /** For the built-in reference: a hash of its content, so a changed reference is re-chunked at start-up. */
    contentHash: text('content_hash'),
    createdAt: createdAt(),
  },
  (table) => [
    index('kb_documents_clinician_idx').on(table.clinicianId, table.createdAt, table.id),
    index('kb_documents_clinician_title_idx').on(table.clinicianId, table.title, table.id),
  ],
);

export const kbChunks = pgTable(
  'kb_chunks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => kbDocuments.id, { onDelete: 'cascade' }),
    clinicianId: uuid('clinician_id').references(() => clinicians.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    section: text('section').notNull(),
    page: integer('page'),
    diagnosis: text('diagnosis'),
    code: text('code'),
    text: text('text').notNull(),
    tsv: tsvector('tsv')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english', coalesce(section, '') || ' ' || text)`),
    embedding: real('embedding').array(),
    model: text('model'),
    embeddedAt: timestamp('embedded_at', { withTimezone: true }),
  },
  (table) => [
    index('kb_chunks_document_idx').on(table.documentId, table.ordinal),
    index('kb_chunks_clinician_idx').on(table.clinicianId),
    index('kb_chunks_tsv_idx').using('gin', table.tsv),
    index('kb_chunks_unembedded_idx').on(table.model, table.id),
  ],
);

/** Background jobs (embedding runs): claimed with FOR UPDATE SKIP LOCKED so each runs once across instances. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** Null for jobs over shared content (the built-in reference); otherwise the workspace it serves. */
    clinicianId: uuid('clinician_id').references(() => clinicians.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    model: text('model'),
    error: text('error'),
    /** Which process holds the job, and when it last reported: a stale heartbeat lets another resume it. */
    lockedBy: text('locked_by'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('jobs_kind_state_idx').on(table.kind, table.state)],
);

/**
 * PHQ-9 and GAD-7 scores of a client: a form scored from its item answers (confirmed), or a total stated in a
 * session's transcript (proposed until the clinician confirms it, with the stating sentence as evidence).
 */
export const measurements = pgTable(
  'measurements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clinicianId: clinicianId(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** The session it was given in or stated in; kept when that session is deleted, as the score still stands. */
    sessionId: uuid('session_id').references(() => therapySessions.id, { onDelete: 'set null' }),
    instrument: text('instrument', { enum: ['phq9', 'gad7'] }).notNull(),
    /** Item scores 0–3 in the form's order; null for a total stated in a transcript. */
    items: jsonb('items').$type<number[]>(),
    /** The optional, unscored difficulty question (0–3). */
    difficulty: integer('difficulty'),
    total: integer('total').notNull(),
    severity: text('severity', {
      enum: ['minimal', 'mild', 'moderate', 'moderately_severe', 'severe'],
    }).notNull(),
    source: text('source', { enum: ['form', 'transcript'] }).notNull(),
    filledBy: text('filled_by', { enum: ['clinician', 'client'] }),
    /** AES-256-GCM ciphertext of the evidence span (the transcript sentence stating the score). */
    evidenceEnc: text('evidence_enc'),
    status: text('status', { enum: ['proposed', 'confirmed'] })
      .notNull()
      .default('confirmed'),
    administeredAt: timestamp('administered_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('measurements_client_idx').on(table.clinicianId, table.clientId, table.administeredAt),
    index('measurements_session_idx').on(table.sessionId),
  ],
);
