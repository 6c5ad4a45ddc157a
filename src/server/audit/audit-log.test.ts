import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { TEST_DATABASES, createTestDatabase } from '../testing/harness';
import {
  KEYED_HASH_PREFIX,
  createAuditLog,
  hashAuditRow,
  keyedHashAuditRow,
  type AuditChainOptions,
  type AuditLog,
} from './audit-log';

describe.each(TEST_DATABASES)('hash-chained audit log on %s', (kind) => {
  let database: DatabaseHandle;
  let audit: AuditLog;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    audit = createAuditLog(database.db);
  });
  afterAll(async () => database.close());
  beforeEach(async () => {
    await database.query('DELETE FROM audit_events');
    for (let i = 0; i < 5; i++) {
      await audit.record({
        clinicianId: null,
        action: 'read',
        recordType: 'client',
        recordId: `client-${i}`,
        outcome: 'success',
        clientAddress: '10.0.0.1',
      });
    }
  });

  const ids = async () =>
    (await database.query('SELECT id FROM audit_events ORDER BY id')).map((r) => Number(r.id));

  it('verifies an untouched chain', async () => {
    expect(await audit.verify()).toEqual({ ok: true, checked: 5, firstBrokenId: null, reason: null });
  });

  it('detects an edited row', async () => {
    const [, second] = await ids();
    await database.query("UPDATE audit_events SET outcome = 'denied' WHERE id = $1", [second]);
    expect(await audit.verify()).toMatchObject({
      ok: false,
      firstBrokenId: second,
      reason: 'this row was edited or forged (its keyed hash does not match)',
    });
  });

  it('detects a deleted row', async () => {
    const [, second, third] = await ids();
    await database.query('DELETE FROM audit_events WHERE id = $1', [second]);
    expect(await audit.verify()).toMatchObject({ ok: false, firstBrokenId: third });
  });

  it('detects reordered rows', async () => {
    const [first, second] = await ids();
    // Swap the contents of two rows, hashes included, as an attacker reordering history would.
    await database.query(
      `UPDATE audit_events a SET at = b.at, record_id = b.record_id, prev_hash = b.prev_hash, hash = b.hash
         FROM (SELECT * FROM audit_events WHERE id IN ($1, $2)) b
        WHERE a.id IN ($1, $2) AND a.id <> b.id`,
      [first, second],
    );
    expect((await audit.verify()).ok).toBe(false);
  });

  it('keeps one unbroken chain under concurrent appends', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        audit.record({
          clinicianId: null,
          action: 'create',
          recordType: 'template',
          recordId: `t-${i}`,
          outcome: 'success',
        }),
      ),
    );
    expect(await audit.verify()).toMatchObject({ ok: true, checked: 25 });
  });
});

type Row = {
  id: number;
  at: Date;
  clinicianId: string | null;
  action: string;
  recordType: string;
  recordId: string | null;
  outcome: string;
  clientAddress: string | null;
  prevHash: string;
  hash: string;
};

describe.each(TEST_DATABASES)('audit chain keyed and anchored outside the database on %s', (kind) => {
  let database: DatabaseHandle;
  let dir: string;
  let chain: AuditChainOptions;
  let audit: AuditLog;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => database.close());
  beforeEach(async () => {
    await database.query('DELETE FROM audit_events');
    dir = mkdtempSync(path.join(tmpdir(), 'cw-audit-chain-'));
    chain = { key: randomBytes(32), anchorPath: path.join(dir, 'audit-anchor.jsonl') };
    audit = createAuditLog(database.db, () => new Date(), chain);
    for (let i = 0; i < 5; i++) await record(audit, `client-${i}`);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const record = (log: AuditLog, recordId: string) =>
    log.record({ clinicianId: null, action: 'read', recordType: 'client', recordId, outcome: 'success' });
  const rows = async (): Promise<Row[]> =>
    (await database.query('SELECT * FROM audit_events ORDER BY id')).map((r) => ({
      id: Number(r.id),
      at: new Date(r.at as string),
      clinicianId: r.clinician_id as string | null,
      action: r.action as string,
      recordType: r.record_type as string,
      recordId: r.record_id as string | null,
      outcome: r.outcome as string,
      clientAddress: r.client_address as string | null,
      prevHash: r.prev_hash as string,
      hash: r.hash as string,
    }));
  /** What someone with write access to the table but not the key does: rewrite rows and chain them up again. */
  const rewrite = async (from: number, hash: (prevHash: string, row: Row) => string, edit?: Partial<Row>) => {
    let prevHash: string | undefined;
    for (const row of await rows()) {
      if (row.id < from) {
        prevHash = row.hash;
        continue;
      }
      const changed = { ...row, ...(row.id === from ? edit : {}), prevHash: prevHash ?? row.prevHash };
      changed.hash = hash(changed.prevHash, changed);
      await database.query('UPDATE audit_events SET outcome = $1, prev_hash = $2, hash = $3 WHERE id = $4', [
        changed.outcome,
        changed.prevHash,
        changed.hash,
        row.id,
      ]);
      prevHash = changed.hash;
    }
  };

  it('verifies an untouched chain, whose rows are keyed and whose head is anchored', async () => {
    expect(await audit.verify()).toEqual({ ok: true, checked: 5, firstBrokenId: null, reason: null });
    const all = await rows();
    expect(all.every((row) => row.hash.startsWith(KEYED_HASH_PREFIX))).toBe(true);
    const anchor = readFileSync(chain.anchorPath ?? '', 'utf8')
      .trim()
      .split('\n');
    expect(JSON.parse(anchor.at(-1) ?? '{}')).toMatchObject({ seq: all.at(-1)?.id, hash: all.at(-1)?.hash });
    expect(statSync(chain.anchorPath ?? '').mode & 0o777).toBe(0o600);
  });

  it('detects a row edited with every later hash recomputed, without the key or with another', async () => {
    const second = (await rows())[1]?.id ?? 0;
    await rewrite(second, (prev, row) => hashAuditRow(prev, row), { outcome: 'denied' });
    expect(await audit.verify()).toMatchObject({ ok: false, firstBrokenId: second });

    const otherKey = randomBytes(32);
    await rewrite(second, (prev, row) => keyedHashAuditRow(otherKey, prev, row), { outcome: 'denied' });
    expect(await audit.verify()).toMatchObject({
      ok: false,
      firstBrokenId: second,
      reason: 'this row was edited or forged (its keyed hash does not match)',
    });
  });

  it('detects a forged row appended after the newest one', async () => {
    const last = (await rows()).at(-1);
    const forged = {
      at: new Date(),
      clinicianId: null,
      action: 'read',
      recordType: 'client',
      recordId: 'forged',
      outcome: 'success',
      clientAddress: null,
    };
    for (const hash of [
      hashAuditRow(last?.hash ?? '', forged),
      keyedHashAuditRow(randomBytes(32), last?.hash ?? '', forged),
    ]) {
      await database.query(
        `INSERT INTO audit_events (at, action, record_type, record_id, outcome, prev_hash, hash)
         VALUES ($1, 'read', 'client', 'forged', 'success', $2, $3)`,
        [forged.at.toISOString(), last?.hash, hash],
      );
      const result = await audit.verify();
      expect(result.ok).toBe(false);
      expect(result.firstBrokenId).toBeGreaterThan(last?.id ?? 0);
      await database.query("DELETE FROM audit_events WHERE record_id = 'forged'");
    }
  });

  it('detects the newest rows removed, which leaves the rest of the chain intact', async () => {
    const all = await rows();
    await database.query('DELETE FROM audit_events WHERE id >= $1', [all[3]?.id]);
    expect(await audit.verify()).toMatchObject({
      ok: false,
      reason: `the anchor file records row ${all[4]?.id} but the database ends at row ${all[2]?.id}: the newest rows were removed`,
    });
  });

  it('refuses an anchor file that was edited', async () => {
    appendFileSync(chain.anchorPath ?? '', 'not a record\n');
    expect((await audit.verify()).reason).toMatch(/of the anchor file is not a valid record/);
  });
});

describe.each(TEST_DATABASES)('a chain begun before keyed hashes on %s', (kind) => {
  let database: DatabaseHandle;
  let dir: string;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    dir = mkdtempSync(path.join(tmpdir(), 'cw-audit-legacy-'));
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps verifying its plain SHA-256 rows, and no unkeyed row may follow the switch', async () => {
    // Rows as the server wrote them before keyed hashes: plain SHA-256, no anchor.
    let prevHash = '0'.repeat(64);
    for (let i = 0; i < 3; i++) {
      const row = {
        at: new Date(Date.UTC(2026, 0, 1, 9, i)),
        clinicianId: null,
        action: 'read',
        recordType: 'client',
        recordId: `old-${i}`,
        outcome: 'success',
        clientAddress: null,
      };
      const hash = hashAuditRow(prevHash, row);
      await database.query(
        `INSERT INTO audit_events (at, action, record_type, record_id, outcome, prev_hash, hash)
         VALUES ($1, 'read', 'client', $2, 'success', $3, $4)`,
        [row.at.toISOString(), row.recordId, prevHash, hash],
      );
      prevHash = hash;
    }
    const chain = { key: randomBytes(32), anchorPath: path.join(dir, 'audit-anchor.jsonl') };
    const audit = createAuditLog(database.db, () => new Date(), chain);
    await audit.record({ clinicianId: null, action: 'read', recordType: 'client', outcome: 'success' });
    await audit.record({ clinicianId: null, action: 'read', recordType: 'client', outcome: 'success' });
    expect(await audit.verify()).toEqual({ ok: true, checked: 5, firstBrokenId: null, reason: null });
    const ids = (await database.query('SELECT id FROM audit_events ORDER BY id')).map((r) => Number(r.id));
    expect(JSON.parse(readFileSync(chain.anchorPath, 'utf8').split('\n')[0] ?? '')).toEqual({
      start: ids[2],
      hash: prevHash,
    });

    // The whole chain recomputed as plain SHA-256, as if it had never been keyed.
    let prev = '0'.repeat(64);
    for (const r of await database.query('SELECT * FROM audit_events ORDER BY id')) {
      const hash = hashAuditRow(prev, {
        at: new Date(r.at as string),
        clinicianId: null,
        action: r.action as string,
        recordType: r.record_type as string,
        recordId: r.record_id as string | null,
        outcome: r.outcome as string,
        clientAddress: null,
      });
      await database.query('UPDATE audit_events SET prev_hash = $1, hash = $2 WHERE id = $3', [
        prev,
        hash,
        r.id,
      ]);
      prev = hash;
    }
    expect(await audit.verify()).toMatchObject({ ok: false, firstBrokenId: ids[3] });
  });
});
