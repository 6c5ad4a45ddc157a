import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authSessions, clinicians } from '../../db/schema';

export type ClinicianRow = typeof clinicians.$inferSelect;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createAuthRepository(db: Database) {
  return {
    async createDemoClinician(): Promise<ClinicianRow> {
      const [row] = await db
        .insert(clinicians)
        .values({ firstName: 'Alex', lastName: 'Morgan', title: 'Dr.', isDemo: true })
        .returning();
      if (!row) throw new Error('inserting a clinician returned no row');
      return row;
    },

    /** Returns the new session's token; only its hash is stored. */
    async createSession(clinicianId: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.insert(authSessions).values({ tokenHash: hashToken(token), clinicianId });
      return token;
    },

    async findClinicianBySessionToken(token: string): Promise<ClinicianRow | undefined> {
      const [row] = await db
        .select({ clinician: clinicians })
        .from(authSessions)
        .innerJoin(clinicians, eq(clinicians.id, authSessions.clinicianId))
        .where(eq(authSessions.tokenHash, hashToken(token)))
        .limit(1);
      if (!row) return undefined;
      await db
        .update(authSessions)
        .set({ lastSeenAt: new Date() })
        .where(eq(authSessions.tokenHash, hashToken(token)));
      return row.clinician;
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
