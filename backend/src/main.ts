import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { pino } from 'pino';
import { createApp } from './bootstrap.js';
import { AppConfig } from './platform/config/app-config.js';
import { ConfigurationError, loadEnvironment } from './platform/config/environment.js';
import { fromRepoRoot } from './platform/config/paths.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './platform/database/embedded-postgres.js';
import { migrateUp } from './platform/database/migrate.js';
import { resolveDeploymentId } from './platform/deployment/deployment-id.js';
import { runDemoSeeds } from './platform/seed/seed-runner.js';
import { loadContentPacks } from './platform/content/content-pack.js';
import { composition } from './modules.js';

async function main(): Promise<void> {
  let env: ReturnType<typeof loadEnvironment>;
  try {
    env = loadEnvironment();
  } catch (error) {
    if (error instanceof ConfigurationError) {
      console.error(`DevPath cannot start.\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const log = pino({ level: env.LOG_LEVEL, base: { component: 'boot' } });

  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(fromRepoRoot(env.EMBEDDED_PG_DIR), env.EMBEDDED_PG_PORT, log);
    databaseUrl = embedded.url;
  }
  const config = new AppConfig(env, { databaseUrl, deploymentId: resolveDeploymentId(env.DEPLOYMENT_ID) });

  let shuttingDown = false;
  const app = await createApp(config).catch(async (error) => {
    await embedded?.stop();
    throw error;
  });
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      log.error('graceful shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs + 5_000);
    force.unref();
    try {
      await app.close();
    } catch (error) {
      log.error({ err: error }, 'error while closing the application');
    }
    await embedded?.stop().catch((error) => log.error({ err: error }, 'error while stopping PostgreSQL'));
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const orm = app.get(MikroORM);
  if (config.migrateOnStart) {
    const applied = await migrateUp(orm);
    if (applied.length) log.info({ applied }, 'database migrated');
    // Product content (roadmaps, quiz, exam banks) in every environment, with the schema it
    // needs (`npm run db:migrate` does the same where migrations are run apart); demo seeds
    // only in demo mode.
    const content = await loadContentPacks(orm, composition.content);
    if (content.length) log.info({ content }, 'product content loaded');
  }
  if (config.seedDemo) {
    const seeded = await runDemoSeeds(orm, composition.seeds);
    if (seeded.length) log.info({ seeded }, 'demo content added');
  }

  const server = await app.listen(config.port, config.host);
  // Keep-alive sockets must not hold a graceful shutdown open longer than needed.
  server.keepAliveTimeout = 5_000;
  log.info(
    // The address its links point at (APP_URL, by default the one it listens on): open the site there.
    `DevPath is running at ${config.mail.appUrl} (API docs: ${config.mail.appUrl}/api/docs)` +
      (embedded ? ' with the embedded PostgreSQL' : ''),
  );
}

main().catch((error) => {
  console.error('DevPath failed to start:', error);
  process.exit(1);
});
