import { AuditKeyError, loadAuditChain } from './audit/audit-key';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { PhiKeyError, checkPhiKey, createPhiCipher, loadPhiKey } from './security/phi-cipher';

const SANDBOX_PURGE_INTERVAL_MS = 15 * 60_000;
const SHUTDOWN_GRACE_MS = 20_000;

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // The app's code (its routes, the engine, the reference) loads while the database opens on its own thread.
  const appModule = import('./app');
  appModule.catch(() => undefined);

  let database: DatabaseHandle;
  try {
    database = await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: config.dataDir },
    );
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let cipher;
  try {
    cipher = createPhiCipher(loadPhiKey({ envKey: config.phiEncryptionKey, dataDir: config.dataDir }));
    await checkPhiKey(database.db, cipher);
  } catch (error) {
    if (error instanceof PhiKeyError) {
      console.error(`Cannot start: ${error.message}`);
      await database.close();
      process.exit(1);
    }
    throw error;
  }

  let auditChain;
  try {
    // Created at the first start (mode 0600), outside the database, so whoever can write the audit table
    // still cannot forge its chain.
    auditChain = loadAuditChain(config, { create: true });
  } catch (error) {
    if (error instanceof AuditKeyError) {
      console.error(`Cannot start: ${error.message}`);
      await database.close();
      process.exit(1);
    }
    throw error;
  }

  const { buildApp } = await appModule;
  const app = await buildApp({ config, database, cipher, logger: true, auditChain });
  const purge = () =>
    app.purgeIdleSandboxes().then(
      (removed) => removed > 0 && app.log.info({ removed }, 'purged idle demo sandboxes'),
      (error: unknown) => app.log.error({ err: error }, 'purging demo sandboxes failed'),
    );
  const purgeTimer = setInterval(() => void purge(), SANDBOX_PURGE_INTERVAL_MS);
  purgeTimer.unref();
  app.addHook('onClose', async () => {
    clearInterval(purgeTimer);
  });

  // The database closes only once the app has closed, so a background job finishes its batch first.
  // A close that cannot finish (a database stuck on a full disk, a request that never ends) must not keep the
  // process from stopping: after SHUTDOWN_GRACE_MS, or at a second signal, it exits without waiting.
  let isShuttingDown = false;
  const shutdown = (signal: string) => {
    if (isShuttingDown) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    isShuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error({ graceMs: SHUTDOWN_GRACE_MS }, 'shutdown did not finish in time: exiting now');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  void purge();
  const where = config.databaseUrl ? 'PostgreSQL server' : `embedded PostgreSQL in ${config.dataDir}`;
  app.log.info(
    `Clinician workspace on http://${config.host}:${config.port} (${where}, auth mode ${config.authMode})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
