import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { asc, desc, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditEvents } from '../db/schema';
import { appendAnchor, readAnchor, type AuditAnchor } from './audit-anchor';

export const AUDIT_ACTIONS = [
  'read',
  'create',
  'update',
  'delete',
  'export',
  'generate',
  'withdraw',
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
/** Marks a keyed row; rows written before the switch to keyed hashes hold bare SHA-256 hex. */
export const KEYED_HASH_PREFIX = 'hmac-sha256:';

type ChainedFields = {
  at: Date;
  clinicianId: string | null;
  action: string;
  recordType: string;
  recordId: string | null;
  outcome: string;
  clientAddress: string | null;
};

function chainedContent(prevHash: string, row: ChainedFields): string {
  const content = JSON.stringify([
    row.at.toISOString(),
    row.clinicianId,
    row.action,
    row.recordType,
    row.recordId,
    row.outcome,
    row.clientAddress,
  ]);
  return `${prevHash}|${content}`;
}

/** The unkeyed hash of rows written before the switch to keyed hashes: anyone could recompute it. */
export function hashAuditRow(prevHash: string, row: ChainedFields): string {
  return createHash('sha256').update(chainedContent(prevHash, row)).digest('hex');
}

/** HMAC-SHA-256 under a key kept outside the database: whoever can write the table still cannot forge it. */
export function keyedHashAuditRow(key: Buffer, prevHash: string, row: ChainedFields): string {
  return KEYED_HASH_PREFIX + createHmac('sha256', key).update(chainedContent(prevHash, row)).digest('hex');
}

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export type AuditVerification = {
  ok: boolean;
  checked: number;
  firstBrokenId: number | null;
  reason: string | null;
};

/**
 * Where the chain's key and anchor live. The key is secret and outside the database; the anchor is an
 * append-only file of chain heads (sequence number and hash), so rows removed from the end, which leave the
 * rest of the chain intact, are still noticed.
 */
export type AuditChainOptions = { key: Buffer | undefined; anchorPath: string | undefined };

/**
 * Walks the whole chain. Any edited, deleted, reordered or forged row breaks it; rows from before the switch
 * to keyed hashes are checked with plain SHA-256, and may not appear after it; every head in the anchor file
 * must match its row, and none may lie past the database's last row.
 */
export async function verifyAuditChain(
  db: Database,
  { key, anchorPath }: AuditChainOptions,
): Promise<AuditVerification> {
  const anchor: AuditAnchor | undefined = anchorPath ? await readAnchor(anchorPath) : undefined;
  if (anchor?.badLine) {
    return {
      ok: false,
      checked: 0,
      firstBrokenId: null,
      reason: `line ${anchor.badLine} of the anchor file is not a valid record: the file was edited`,
    };
  }
  const broken = (checked: number, id: number | null, reason: string): AuditVerification => ({
    ok: false,
    checked,
    firstBrokenId: id,
    reason,
  });
  const pageSize = 5_000;
  let prevHash = GENESIS_HASH;
  let checked = 0;
  let afterId = 0;
  let keyedFrom: number | null = null;
  for (;;) {
    const rows = await db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.id} > ${afterId}`)
      .orderBy(asc(auditEvents.id))
      .limit(pageSize);
    for (const row of rows) {
      if (row.prevHash !== prevHash) {
        return broken(checked, row.id, 'a row before this one was removed, added or reordered');
      }
      if (row.hash.startsWith(KEYED_HASH_PREFIX)) {
        if (!key) return broken(checked, row.id, 'this row is keyed, and the audit key was not found');
        if (!sameText(keyedHashAuditRow(key, row.prevHash, row), row.hash)) {
          return broken(checked, row.id, 'this row was edited or forged (its keyed hash does not match)');
        }
        keyedFrom ??= row.id;
      } else {
        const switchedAt = keyedFrom ?? (anchor?.start ? anchor.start.seq + 1 : null);
        if (switchedAt !== null && row.id >= switchedAt) {
          return broken(
            checked,
            row.id,
            `this row is not keyed, but every row from ${switchedAt} on must be: it was edited or forged`,
          );
        }
        if (hashAuditRow(row.prevHash, row) !== row.hash) {
          return broken(checked, row.id, 'this row was edited');
        }
      }
      const anchored = anchor?.heads.get(row.id);
      if (anchored !== undefined && anchored !== row.hash) {
        return broken(checked, row.id, 'this row differs from the head recorded in the anchor file');
      }
      prevHash = row.hash;
      afterId = row.id;
      checked++;
    }
    if (rows.length < pageSize) break;
  }
  if (anchor && anchor.lastSeq > afterId) {
    return broken(
      checked,
      afterId + 1,
      `the anchor file records row ${anchor.lastSeq} but the database ends at row ${afterId}: the newest rows were removed`,
    );
  }
  if (!anchor && keyedFrom !== null && anchorPath) {
    return broken(checked, null, `the anchor file ${anchorPath} is missing`);
  }
  return { ok: true, checked, firstBrokenId: null, reason: null };
}

/**
 * The audit trail. `chain` gives the key and the anchor file; without it (tests) rows are keyed with a key
 * made for this process and nothing is anchored.
 */
export function createAuditLog(
  db: Database,
  now: () => Date = () => new Date(),
  chain: AuditChainOptions = { key: randomBytes(32), anchorPath: undefined },
) {
  const { key, anchorPath } = chain;
  type Pending = { entry: AuditEntry; at: Date; resolve: () => void; reject: (error: unknown) => void };
  let queue: Pending[] = [];
  let isFlushing = false;
  let isAnchorStarted = false;

  /**
   * Writes every queued entry in one transaction: one lock, one read of the chain's head, one insert; then
   * appends the new head to the anchor file. Requests still wait for their own row to be stored before they answer.
   */
  async function flush(): Promise<void> {
    isFlushing = true;
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      try {
        if (!key) throw new Error('The audit log has no key: it can verify but not record.');
        const head = await db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_LOCK_KEY})`);
          const [last] = await tx
            .select({ id: auditEvents.id, hash: auditEvents.hash })
            .from(auditEvents)
            .orderBy(desc(auditEvents.id))
            .limit(1);
          if (anchorPath && !isAnchorStarted) {
            // The first anchor line records where keyed rows begin, so older unkeyed rows keep verifying and no
            // unkeyed row can be slipped in after them.
            if (!(await readAnchor(anchorPath))) {
              await appendAnchor(anchorPath, { start: last?.id ?? 0, hash: last?.hash ?? GENESIS_HASH });
            }
            isAnchorStarted = true;
          }
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
            const hash = keyedHashAuditRow(key, prevHash, fields);
            const row = { ...fields, prevHash, hash };
            prevHash = hash;
            return row;
          });
          // Inserted in chain order, so the serial ids follow the chain.
          const inserted = await tx.insert(auditEvents).values(rows).returning({ id: auditEvents.id });
          return { seq: Math.max(...inserted.map((r) => r.id)), hash: prevHash };
        });
        // Anchored once committed: an anchor ahead of the database means rows were removed, never a rollback.
        if (anchorPath)
          await appendAnchor(anchorPath, { seq: head.seq, hash: head.hash, at: now().toISOString() });
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

    /** Walks the whole chain with this log's key and anchor; see `verifyAuditChain`. */
    verify(): Promise<AuditVerification> {
      return verifyAuditChain(db, chain);
    },
  };
}
export type AuditLog = ReturnType<typeof createAuditLog>;
