import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAuditChain } from '../src/server/audit/audit-key';
import { createAuditLog, hashAuditRow } from '../src/server/audit/audit-log';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';

describe('npm run audit:verify', { timeout: 180_000 }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cw-audit-'));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    // As the server does at its first start: the key file is made, then every write is anchored.
    const audit = createAuditLog(
      database.db,
      undefined,
      loadAuditChain(loadConfig({ DATA_DIR: dataDir }), { create: true }),
    );
    for (let i = 0; i < 4; i++)
      await audit.record({
        clinicianId: null,
        action: 'read',
        recordType: 'client',
        recordId: `c${i}`,
        outcome: 'success',
      });
    await database.close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const run = (dir = dataDir) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/audit-verify.ts'], {
      env: { ...process.env, DATA_DIR: dir },
      encoding: 'utf8',
    });
  /** Tampers with a copy of the data folder (database, key and anchor) and verifies the copy. */
  const tamper = async (statements: string[]) => {
    const copy = mkdtempSync(path.join(tmpdir(), 'cw-audit-copy-'));
    try {
      cpSync(dataDir, copy, { recursive: true });
      const database = await openDatabase({ kind: 'pglite', dataDir: copy });
      try {
        for (const statement of statements) await database.query(statement);
      } finally {
        await database.close();
      }
      return run(copy);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  };

  it('keeps its key outside the database, readable by the owner only', () => {
    const keyFile = path.join(dataDir, 'audit-hmac.key');
    expect(existsSync(keyFile)).toBe(true);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
  });

  it('reports an intact chain and exits 0', () => {
    const intact = run();
    expect(intact.status).toBe(0);
    expect(intact.stdout).toContain('Audit log intact: 4 rows verified.');
  });

  it('exits 1, naming the row, once one is edited and every later hash recomputed', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const rows = await database.query('SELECT * FROM audit_events ORDER BY id');
    await database.close();
    // The unkeyed hash is all someone without the key can compute.
    let prev = String(rows[0]?.hash);
    const updates: string[] = [];
    for (const row of rows.slice(1)) {
      const edited = {
        at: new Date(String(row.at)),
        clinicianId: null,
        action: String(row.action),
        recordType: String(row.record_type),
        recordId: row.record_id === 'c1' ? 'someone-else' : String(row.record_id),
        outcome: String(row.outcome),
        clientAddress: null,
      };
      const hash = hashAuditRow(prev, edited);
      updates.push(
        `UPDATE audit_events SET record_id = '${edited.recordId}', prev_hash = '${prev}', hash = '${hash}' WHERE id = ${String(row.id)}`,
      );
      prev = hash;
    }
    const broken = await tamper(updates);
    expect(broken.status).toBe(1);
    expect(broken.stderr).toMatch(/Audit log BROKEN at row \d+: this row is not keyed/);
  });

  it('exits 1 for a forged row appended after the newest one', async () => {
    const forged = await tamper([
      `INSERT INTO audit_events (at, action, record_type, outcome, prev_hash, hash)
       SELECT now(), 'read', 'client', 'success', hash, 'hmac-sha256:' || repeat('ab', 32)
         FROM audit_events ORDER BY id DESC LIMIT 1`,
    ]);
    expect(forged.status).toBe(1);
    expect(forged.stderr).toMatch(/this row was edited or forged/);
  });

  it('exits 1 when the newest rows were removed', async () => {
    const removed = await tamper([
      'DELETE FROM audit_events WHERE id IN (SELECT id FROM audit_events ORDER BY id DESC LIMIT 2)',
    ]);
    expect(removed.status).toBe(1);
    expect(removed.stderr).toMatch(/the newest rows were removed/);
  });
});
