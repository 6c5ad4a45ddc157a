import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authSessions, clinicians, failedSignIns } from '../../db/schema';

export type ClinicianRow = typeof clinicians.$inferSelect;
export type SessionRow = typeof authSessions.$inferSelect;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Identity data: clinicians, their sessions and failed sign-ins. Not clinical data, so not clinician-scoped. */
export function createAuthRepository(db: Database) {
  return {
    async insertClinician(values: typeof clinicians.$inferInsert): Promise<ClinicianRow> {
      const [row] = await db.insert(clinicians).values(values).returning();
      if (!row) throw new Error('inserting a clinician returned no row');
      return row;
    },

    async findClinicianByEmail(email: string): Promise<ClinicianRow | undefined> {
      const [row] = await db
        .select()
        .from(clinicians)
        .where(and(sql`lower(${clinicians.email}) = ${email.toLowerCase()}`, eq(clinicians.isDemo, false)))
        .limit(1);
      return row;
    },

    async findClinician(id: string): Promise<ClinicianRow | undefined> {
      const [row] = await db.select().from(clinicians).where(eq(clinicians.id, id)).limit(1);
      return row;
    },

    async hasOwner(): Promise<boolean> {
      const [row] = await db.select({ n: count() }).from(clinicians).where(eq(clinicians.isOwner, true));
      return (row?.n ?? 0) > 0;
    },

    /** Returns the new session's token; only its hash is stored. */
    async createSession(clinicianId: string, now: Date): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db
        .insert(authSessions)
        .values({ tokenHash: hashToken(token), clinicianId, createdAt: now, lastSeenAt: now });
      return token;
    },

    async findSession(token: string): Promise<{ session: SessionRow; clinician: ClinicianRow } | undefined> {
      const [row] = await db
        .select({ session: authSessions, clinician: clinicians })
        .from(authSessions)
        .innerJoin(clinicians, eq(clinicians.id, authSessions.clinicianId))
        .where(eq(authSessions.tokenHash, hashToken(token)))
        .limit(1);
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

    async recordFailedSignIn(email: string, now: Date): Promise<void> {
      await db.insert(failedSignIns).values({ email: email.toLowerCase(), at: now });
    },

    async countFailedSignIns(email: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(failedSignIns)
        .where(and(eq(failedSignIns.email, email.toLowerCase()), gte(failedSignIns.at, since)));
      return row?.n ?? 0;
    },

    async clearFailedSignIns(email: string): Promise<void> {
      await db.delete(failedSignIns).where(eq(failedSignIns.email, email.toLowerCase()));
    },

    async setTotp(
      clinicianId: string,
      values: { totpSecret: string | null; totpEnabled: boolean },
    ): Promise<void> {
      await db.update(clinicians).set(values).where(eq(clinicians.id, clinicianId));
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
export type AuthRepository = ReturnType<typeof createAuthRepository>;
