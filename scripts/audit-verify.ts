// `npm run audit:verify`: walks the audit trail's hash chain in the configured database.
// Exits 1, naming the first broken row, if any row was edited, deleted or reordered.
import { createAuditLog } from '../src/server/audit/audit-log';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir },
);
try {
  const result = await createAuditLog(database.db).verify();
  if (result.ok) {
    console.log(`Audit log intact: ${result.checked} rows verified.`);
  } else {
    console.error(
      `Audit log BROKEN at row ${String(result.firstBrokenId)}: ${String(result.reason)} (${result.checked} rows verified before it).`,
    );
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
