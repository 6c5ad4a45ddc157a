// `npm run audit:verify`: walks the audit trail's chain in the configured database.
// Rows are keyed (HMAC-SHA-256) with the key in AUDIT_HMAC_KEY or its key file, and the chain's heads are
// checked against the append-only anchor file, so an edited row, a forged row and removed newest rows all fail.
// Rows from before the switch to keyed hashes are checked with plain SHA-256.
// Exits 1, naming the first broken row, if anything was edited, deleted, reordered or forged.
import { AuditKeyError, loadAuditChain } from '../src/server/audit/audit-key';
import { verifyAuditChain } from '../src/server/audit/audit-log';
import { ConfigError, loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';

let config;
let chain;
try {
  config = loadConfig();
  chain = loadAuditChain(config, { create: false });
} catch (error) {
  if (error instanceof ConfigError || error instanceof AuditKeyError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir },
);
try {
  const result = await verifyAuditChain(database.db, chain);
  if (result.ok) {
    console.log(`Audit log intact: ${result.checked} rows verified.`);
    if (!chain.key) console.log('No audit key was found, so no row is keyed yet.');
  } else {
    console.error(
      `Audit log BROKEN at row ${String(result.firstBrokenId)}: ${String(result.reason)} (${result.checked} rows verified before it).`,
    );
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
