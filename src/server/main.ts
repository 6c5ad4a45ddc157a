import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { buildApp } from './app';

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

  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  const app = await buildApp({ config, database, logger: true });
  app.addHook('onClose', async () => database.close());

  const shutdown = (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL server' : `embedded PostgreSQL in ${config.dataDir}`;
  app.log.info(
    `Clinician workspace on http://${config.host}:${config.port} (${where}, auth mode ${config.authMode})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
