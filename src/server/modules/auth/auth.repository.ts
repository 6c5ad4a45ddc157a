import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import type { SignedInClinician } from '../../http/identity';
import { authSessions, clinicians, passwordResets, recoveryCodes, signInThrottle } from '../../db/schema';

/** The clinician row the workspace scope hands to routes (http/identity.ts). */
export type ClinicianRow = SignedInClinician;
export type SessionRow = typeof authSessions.$inferSelect;
export type RecoveryCodeRow = typeof recoveryCodes.$inferSelect;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Serialises first-run set-up across every app instance, so two visitors cannot both become the owner. */
const SETUP_LOCK_KEY = 7_270_002;

/** Every request behind sign-in runs it: built once per database, a prepared statement on a PostgreSQL server. */
const sessionLookup = perDatabase((db) =>
  db
    .select({ session: authSessions, clinician: clinicians })
    .from(authSessions)
    .innerJoin(clinicians, eq(clinicians.id, authSessions.clinicianId))
    .where(and(eq(authSessions.tokenHash, sql.placeholder('tokenHash')), isNull(clinicians.deactivatedAt)))
    .limit(1)
    .prepare('auth_session_lookup'),
);

/** The practice's accounts: creating, finding and listing clinicians, and changing what an account holds. */
function accountQueries(db: Database) {
  return {
    async insertClinician(values: typeof clinicians.$inferInsert): Promise<ClinicianRow> {
      const [row] = await db.insert(clinicians).values(values).returning();
      if (!row) throw new Error('inserting a clinician returned no row');
      return row;
    },

    /**
     * Inserts the practice's first account, only while it has no account at all (demo sandboxes aside): under a
     * lock, so of two concurrent set-ups one wins. Answers undefined when an account already exists.
     */
    async insertFirstAccount(values: typeof clinicians.$inferInsert): Promise<ClinicianRow | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK_KEY})`);
        const [existing] = await tx
          .select({ n: count() })
          .from(clinicians)
          .where(eq(clinicians.isDemo, false));
        if ((existing?.n ?? 0) > 0) return undefined;
        const [row] = await tx.insert(clinicians).values(values).returning();
        return row;
      });
    },

    async findClinicianByEmail(email: string): Promise<ClinicianRow | undefined> {
      const [row] = await db
        .select()
        .from(clinicians)
        .where(and(sql`lower(${clinicians.email}) = ${email.toLowerCase()}`, eq(clinicians.isDemo, false)))
        .limit(1);
      return row;
    },

    /** Whether another account (not `exceptId`) already uses this email address, in any letter case. */
    async isEmailTaken(email: string, exceptId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: clinicians.id })
        .from(clinicians)
        .where(
          and(
            sql`lower(${clinicians.email}) = ${email.toLowerCase()}`,
            eq(clinicians.isDemo, false),
            ne(clinicians.id, exceptId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async findClinician(id: string): Promise<ClinicianRow | undefined> {
      const [row] = await db.select().from(clinicians).where(eq(clinicians.id, id)).limit(1);
      return row;
    },

    /** True once the practice has any account; set-up is possible only before that. */
    async hasAnyAccount(): Promise<boolean> {
      const [row] = await db.select({ n: count() }).from(clinicians).where(eq(clinicians.isDemo, false));
      return (row?.n ?? 0) > 0;
    },

    /** Every account of the practice, owner first. */
    async listAccounts(): Promise<ClinicianRow[]> {
      return db
        .select()
        .from(clinicians)
        .where(eq(clinicians.isDemo, false))
        .orderBy(sql`${clinicians.isOwner} desc`, asc(clinicians.lastName), asc(clinicians.firstName));
    },

    async setPasswordHash(clinicianId: string, passwordHash: string): Promise<void> {
      await db.update(clinicians).set({ passwordHash }).where(eq(clinicians.id, clinicianId));
    },

    async setDeactivated(clinicianId: string, at: Date | null): Promise<void> {
      await db.update(clinicians).set({ deactivatedAt: at }).where(eq(clinicians.id, clinicianId));
    },

    /** Deletes demo sandboxes idle since before `idleBefore`, with everything in them; answers their ids. */
    async purgeIdleSandboxes(idleBefore: Date): Promise<string[]> {
      const removed = await db
        .delete(clinicians)
        .where(and(eq(clinicians.isDemo, true), lt(clinicians.lastActiveAt, idleBefore)))
        .returning({ id: clinicians.id });
      return removed.map((row) => row.id);
    },
  };
}

/** Signed-in sessions: only a token's hash is stored. */
function sessionQueries(db: Database) {
  return {
    /** Returns the new session's token; only its hash is stored. */
    async createSession(clinicianId: string, now: Date): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db
        .insert(authSessions)
        .values({ tokenHash: hashToken(token), clinicianId, createdAt: now, lastSeenAt: now });
      return token;
    },

    /** The session and its clinician; a deactivated clinician has no valid session. */
    async findSession(token: string): Promise<{ session: SessionRow; clinician: ClinicianRow } | undefined> {
      const [row] = await sessionLookup(db).execute({ tokenHash: hashToken(token) });
      return row;
    },

    async touchSession(tokenHash: string, clinicianId: string, now: Date): Promise<void> {
      await db.update(authSessions).set({ lastSeenAt: now }).where(eq(authSessions.tokenHash, tokenHash));
      await db.update(clinicians).set({ lastActiveAt: now }).where(eq(clinicians.id, clinicianId));
    },

    async deleteSession(token: string): Promise<void> {
      await db.delete(authSessions).where(eq(authSessions.tokenHash, hashToken(token)));
    },

    async deleteSessionByHash(tokenHash: string): Promise<void> {
      await db.delete(authSessions).where(eq(authSessions.tokenHash, tokenHash));
    },

    /** Ends every session of the clinician, except the one whose token is `keepToken` when given. */
    async deleteSessionsOf(clinicianId: string, keepToken?: string): Promise<void> {
      await db
        .delete(authSessions)
        .where(
          and(
            eq(authSessions.clinicianId, clinicianId),
            keepToken ? ne(authSessions.tokenHash, hashToken(keepToken)) : undefined,
          ),
        );
    },
  };
}

/** Sign-in attempts counted per key, for the sign-in limits. */
function attemptQueries(db: Database) {
  return {
    /**
     * Counts one more attempt for `key` and answers the count, in one statement, so concurrent attempts each get
     * their own number and no more than `max` of them can ever go ahead. The count starts again once the last
     * counted attempt is older than `since`; attempts refused past `max` do not move that time.
     */
    async countAttempt(key: string, now: Date, since: Date, max: number): Promise<number> {
      const at = sql`${now.toISOString()}::timestamptz`;
      const windowStart = sql`${since.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(signInThrottle)
        .values({ key, failures: 1, lastFailureAt: now })
        .onConflictDoUpdate({
          target: signInThrottle.key,
          set: {
            failures: sql`case when ${signInThrottle.lastFailureAt} < ${windowStart} then 1 else ${signInThrottle.failures} + 1 end`,
            lastFailureAt: sql`case when ${signInThrottle.lastFailureAt} < ${windowStart} or ${signInThrottle.failures} < ${max}::integer then ${at} else ${signInThrottle.lastFailureAt} end`,
          },
        })
        .returning({ failures: signInThrottle.failures });
      if (!row) throw new Error('counting a sign-in attempt returned no row');
      return row.failures;
    },

    /** Takes back one counted attempt that turned out not to be a failure. */
    async uncountAttempt(key: string): Promise<void> {
      await db
        .update(signInThrottle)
        .set({ failures: sql`greatest(${signInThrottle.failures} - 1, 0)` })
        .where(eq(signInThrottle.key, key));
    },

    async clearAttempts(key: string): Promise<void> {
      await db.delete(signInThrottle).where(eq(signInThrottle.key, key));
    },
  };
}

/** Two-factor sign-in: the TOTP secret, its last used step and the one-time recovery codes. */
function twoFactorQueries(db: Database) {
  return {
    async setTotp(
      clinicianId: string,
      values: { totpSecret: string | null; totpEnabled: boolean },
    ): Promise<void> {
      await db
        .update(clinicians)
        .set({ ...values, totpLastStep: null })
        .where(eq(clinicians.id, clinicianId));
    },

    /**
     * Records `step` as the clinician's last used TOTP time step, only if it is later than the one before: false
     * when the code's step was already used (a replay), even by a concurrent request.
     */
    async useTotpStep(clinicianId: string, step: number): Promise<boolean> {
      const updated = await db
        .update(clinicians)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(clinicians.id, clinicianId),
            or(isNull(clinicians.totpLastStep), lt(clinicians.totpLastStep, step)),
          ),
        )
        .returning({ id: clinicians.id });
      return updated.length === 1;
    },

    /** Turns two-factor on with a fresh set of recovery codes (the old ones, if any, stop working). */
    async enableTotp(clinicianId: string, codes: { salt: string; codeHash: string }[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(clinicians).set({ totpEnabled: true }).where(eq(clinicians.id, clinicianId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.clinicianId, clinicianId));
        await tx.insert(recoveryCodes).values(codes.map((code) => ({ clinicianId, ...code })));
      });
    },

    async disableTotp(clinicianId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(clinicians)
          .set({ totpSecret: null, totpEnabled: false, totpLastStep: null })
          .where(eq(clinicians.id, clinicianId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.clinicianId, clinicianId));
      });
    },

    async unusedRecoveryCodes(clinicianId: string): Promise<RecoveryCodeRow[]> {
      return db
        .select()
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.clinicianId, clinicianId), isNull(recoveryCodes.usedAt)));
    },

    /** Marks a recovery code used; false when it already was (each code works once, even concurrently). */
    async useRecoveryCode(id: string, now: Date): Promise<boolean> {
      const updated = await db
        .update(recoveryCodes)
        .set({ usedAt: now })
        .where(and(eq(recoveryCodes.id, id), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id });
      return updated.length === 1;
    },
  };
}

/** Password reset links: only a link's hash is stored, and each link works once. */
function passwordResetQueries(db: Database) {
  return {
    /** Stores a new reset link for the clinician; any earlier unused link of theirs stops working. */
    async createPasswordReset(values: {
      tokenHash: string;
      clinicianId: string;
      issuedBy: string;
      expiresAt: Date;
      now: Date;
    }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(passwordResets)
          .where(and(eq(passwordResets.clinicianId, values.clinicianId), isNull(passwordResets.usedAt)));
        await tx.insert(passwordResets).values({
          tokenHash: values.tokenHash,
          clinicianId: values.clinicianId,
          issuedBy: values.issuedBy,
          expiresAt: values.expiresAt,
          createdAt: values.now,
        });
      });
    },

    /** The clinician an unused, unexpired reset link belongs to. */
    async findValidPasswordReset(tokenHash: string, now: Date): Promise<ClinicianRow | undefined> {
      const [row] = await db
        .select({ clinician: clinicians })
        .from(passwordResets)
        .innerJoin(clinicians, eq(clinicians.id, passwordResets.clinicianId))
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .limit(1);
      return row?.clinician;
    },

    /** Marks the link used and sets the password in one transaction; false when the link was used meanwhile. */
    async completePasswordReset(tokenHash: string, passwordHash: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResets.tokenHash, tokenHash),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, now),
            ),
          )
          .returning({ clinicianId: passwordResets.clinicianId });
        if (!used) return false;
        await tx.update(clinicians).set({ passwordHash }).where(eq(clinicians.id, used.clinicianId));
        await tx.delete(authSessions).where(eq(authSessions.clinicianId, used.clinicianId));
        return true;
      });
    },
  };
}

/** Identity data: clinicians, their sessions and failed sign-ins. Not clinical data, so not clinician-scoped. */
export function createAuthRepository(db: Database) {
  return {
    ...accountQueries(db),
    ...sessionQueries(db),
    ...attemptQueries(db),
    ...twoFactorQueries(db),
    ...passwordResetQueries(db),
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
