import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuditLog } from '../src/server/audit/audit-log';
import { openDatabase } from '../src/server/db/client';

describe('npm run audit:verify', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cw-audit-'));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const audit = createAuditLog(database.db);
    for (let i = 0; i < 3; i++)
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

  const run = () =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/audit-verify.ts'], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });

  it('reports an intact chain and exits 0, then exits 1 naming the row once one is edited', async () => {
    const intact = run();
    expect(intact.status).toBe(0);
    expect(intact.stdout).toContain('Audit log intact: 3 rows verified.');

    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.query("UPDATE audit_events SET record_id = 'someone-else' WHERE record_id = 'c1'");
    await database.close();

    const broken = run();
    expect(broken.status).toBe(1);
    expect(broken.stderr).toMatch(/Audit log BROKEN at row \d+: this row was edited/);
  });
});
