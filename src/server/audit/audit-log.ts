import { createHash } from 'node:crypto';
import { asc, desc, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditEvents } from '../db/schema';

export const AUDIT_ACTIONS = [
  'read',
  'create',
  'update',
  'delete',
  'export',
  'generate',
  'sign-in',
  'sign-out',
  'sign-in-failed',
  'sign-up',
  'sign-in-locked',
  'totp-setup',
  'totp-enable',
  'totp-disable',
  'recovery-code-used',
  'profile-change',
  'email-change',
  'password-change',
  'password-reset-issued',
  'password-reset-used',
  'deactivate',
  'reactivate',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditEntry = {
  clinicianId: string | null;
  action: AuditAction;
  recordType: string;
  recordId?: string | null;
  outcome: 'success' | 'denied' | 'not_found' | 'failure';
  clientAddress?: string | null;
};

const GENESIS_HASH = '0'.repeat(64);
/** Serialises appends across every app instance on the database, so the chain never forks. */
const AUDIT_LOCK_KEY = 7_270_001;

type ChainedFields = {
  at: Date;
  clinicianId: string | null;
  action: string;
  recordType: string;
  recordId: string | null;
  outcome: string;
  clientAddress: string | null;
};

export function hashAuditRow(prevHash: string, row: ChainedFields): string {
  const content = JSON.stringify([
    row.at.toISOString(),
    row.clinicianId,
    row.action,
    row.recordType,
    row.recordId,
    row.outcome,
    row.clientAddress,
  ]);
  return createHash('sha256').update(`${prevHash}|${content}`).digest('hex');
}

export type AuditVerification = {
  ok: boolean;
  checked: number;
  firstBrokenId: number | null;
  reason: string | null;
};

export function createAuditLog(db: Database, now: () => Date = () => new Date()) {
  type Pending = { entry: AuditEntry; at: Date; resolve: () => void; reject: (error: unknown) => void };
  let queue: Pending[] = [];
  let isFlushing = false;

  /**
   * Writes every queued entry in one transaction: one lock, one read of the chain's head, one insert.
   * Requests still wait for their own row to be stored before they answer.
   */
  async function flush(): Promise<void> {
    isFlushing = true;
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      try {
        await db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_LOCK_KEY})`);
          const [last] = await tx
            .select({ hash: auditEvents.hash })
            .from(auditEvents)
            .orderBy(desc(auditEvents.id))
            .limit(1);
          let prevHash = last?.hash ?? GENESIS_HASH;
          const rows = batch.map(({ entry, at }) => {
            const fields: ChainedFields = {
              at,
              clinicianId: entry.clinicianId,
              action: entry.action,
              recordType: entry.recordType,
              recordId: entry.recordId ?? null,
              outcome: entry.outcome,
              clientAddress: entry.clientAddress ?? null,
            };
            const hash = hashAuditRow(prevHash, fields);
            const row = { ...fields, prevHash, hash };
            prevHash = hash;
            return row;
          });
          // Inserted in chain order, so the serial ids follow the chain.
          await tx.insert(auditEvents).values(rows);
        });
        batch.forEach((pending) => pending.resolve());
      } catch (error) {
        batch.forEach((pending) => pending.reject(error));
      }
    }
    // Cleared in the same turn as the last check of the queue, so an entry queued after it starts a new flush.
    isFlushing = false;
  }

  return {
    record(entry: AuditEntry): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        // Millisecond precision, so the timestamp survives the database round trip unchanged.
        queue.push({ entry, at: new Date(now().getTime()), resolve, reject });
        if (!isFlushing) void flush();
      });
    },

    /** Walks the whole chain; any edited, deleted or reordered row breaks it. */
    async verify(): Promise<AuditVerification> {
      const pageSize = 5_000;
      let prevHash = GENESIS_HASH;
      let checked = 0;
      let afterId = 0;
      for (;;) {
        const rows = await db
          .select()
          .from(auditEvents)
          .where(sql`${auditEvents.id} > ${afterId}`)
          .orderBy(asc(auditEvents.id))
          .limit(pageSize);
        for (const row of rows) {
          if (row.prevHash !== prevHash) {
            return {
              ok: false,
              checked,
              firstBrokenId: row.id,
              reason: 'a row before this one was removed, added or reordered',
            };
          }
          if (hashAuditRow(row.prevHash, row) !== row.hash) {
            return { ok: false, checked, firstBrokenId: row.id, reason: 'this row was edited' };
          }
          prevHash = row.hash;
          checked++;
        }
        if (rows.length < pageSize) return { ok: true, checked, firstBrokenId: null, reason: null };
        afterId = rows[rows.length - 1]?.id ?? afterId;
      }
    },
  };
}
export type AuditLog = ReturnType<typeof createAuditLog>;
