import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { TEST_DATABASES, createTestDatabase } from '../testing/harness';
import { createAuditLog, type AuditLog } from './audit-log';

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
      reason: 'this row was edited',
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
