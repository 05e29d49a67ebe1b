import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { type Database, openPglite, openPostgres } from './db/client.js';
import { createSettingsService } from './core/settings.js';
import { createPostgresEventBus } from './platform/events.js';
import { DataDirLockedError, lockDataDir } from './platform/lock.js';
import { installProcessErrorHandlers } from './platform/process-errors.js';
import { authSecret } from './platform/secret.js';
import { type DemoAccount, seedDemo } from './seed/demo.js';
import { seedFeatureDemos } from './seed/features.js';
import { listenHost } from './seed/listen-host.js';

/** Start-up: config, lock, database and migrations, demo data, listen. */
async function main() {
  const config = loadConfig();
  const dataDir = resolve(config.DATA_DIR);
  const releaseLock = config.databaseKind === 'pglite' ? await lockDataDir(dataDir) : async () => {};
  const isNewEmbedded =
    config.databaseKind === 'pglite' && !existsSync(join(dataDir, 'pgdata', 'PG_VERSION'));

  const database: Database = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL)
    : await openPglite(dataDir);
  await database.migrate();

  // Demo data goes only into a brand-new embedded database, or wherever SEED_DEMO=1 asks.
  const shouldSeed = config.SEED_DEMO ?? isNewEmbedded;
  let demoAccounts: DemoAccount[] = [];
  if (shouldSeed)
    demoAccounts = await seedDemo(database.db, createSettingsService(database.db), config.DEMO_PASSWORD);

  // Several instances may share one PostgreSQL: events then travel through LISTEN/NOTIFY.
  const events = config.DATABASE_URL ? await createPostgresEventBus(config.DATABASE_URL, console) : undefined;
  const { app, deps } = await buildApp({
    config,
    database,
    secret: authSecret(config.AUTH_SECRET, dataDir),
    events,
  });
  // Each feature's demo data goes through its own services, so entries count in the insights.
  if (demoAccounts.length > 0) await seedFeatureDemos(deps);
  if (config.DATABASE_URL && !config.AUTH_SECRET) {
    app.log.warn(
      'AUTH_SECRET is not set: each instance keeps its own secret in DATA_DIR. Set it when running several instances.',
    );
  }

  installProcessErrorHandlers(process, {
    log: app.log,
    reporter: deps.errorReporter,
    exit: (code) => process.exit(code),
  });

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await events?.close();
    await database.close();
    await releaseLock();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const { host, notice } = await listenHost(config.HOST, database.db);
  await app.listen({ port: config.PORT, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
  const lines = [`SchoolDog is running at ${url} (database: ${database.kind})`];
  if (notice) lines.push(notice);
  const metricsAddress = deps.metrics?.address();
  if (metricsAddress)
    lines.push(`Prometheus metrics at http://${config.METRICS_HOST}:${metricsAddress.port}/metrics`);
  if (demoAccounts.length > 0) {
    const usingDefault = !process.env.DEMO_PASSWORD;
    lines.push(
      '',
      `Demo accounts (password: ${usingDefault ? config.DEMO_PASSWORD : 'the DEMO_PASSWORD you set'}):`,
      ...demoAccounts.map((account) => `  ${account.email.padEnd(52)} ${account.role} — ${account.school}`),
    );
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('SchoolDog could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
