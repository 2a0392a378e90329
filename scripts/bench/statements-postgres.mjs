// A PostgreSQL server that counts statements (pg_stat_statements), for the whole-journey bench.
// The extension needs `shared_preload_libraries`, a server setting fixed at start: the machine's
// server is used when it already preloads it; otherwise a throwaway cluster of the same
// PostgreSQL (its initdb and pg_ctl) is made in a temporary folder on a free port, with the
// performance settings of the machine's server copied, so the journey's figures stay comparable
// with the other benches'. When neither works, the journey runs on the usual server and says
// why the statements are not listed.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../lib/net.mjs';

const MACHINE_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
/** The settings that change how fast the server is (the rest: paths, ports, logging, locale). */
const COPIED = [
  'shared_buffers',
  'max_connections',
  'work_mem',
  'maintenance_work_mem',
  'effective_cache_size',
  'fsync',
  'synchronous_commit',
  'full_page_writes',
  'wal_buffers',
  'max_wal_size',
  'min_wal_size',
  'checkpoint_timeout',
  'autovacuum',
  'random_page_cost',
  'jit',
];

async function settingsOf(url, names) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    const { rows } = await client.query(
      `select name, setting, unit from pg_settings where name = any($1) or name = 'shared_preload_libraries' or name = 'server_version_num'`,
      [names],
    );
    return Object.fromEntries(rows.map((r) => [r.name, r]));
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A pg_settings row as a setting's text: its unit goes with the number (shared_buffers is counted in 8kB pages). */
function settingText({ setting, unit }) {
  if (!unit || !/^\d+$/.test(setting)) return setting; // no unit, or -1 ("automatic")
  return unit === '8kB' ? `${Number(setting) * 8}kB` : `${setting}${unit}`;
}

/** Debian's layout: /usr/lib/postgresql/<major>/bin, the major of the machine's server first. */
function binDirFor(major) {
  const base = '/usr/lib/postgresql';
  const candidates = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  const ordered = major ? [String(major), ...candidates.filter((v) => v !== String(major))] : candidates;
  return ordered.map((v) => join(base, v, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
}

/**
 * @returns {Promise<{ adminUrl?: string, statements: boolean, where: string, why?: string, postmasterPid?: number, stop(): Promise<void> }>}
 *   adminUrl: the server to make the bench's database on (undefined: the usual one);
 *   statements: whether pg_stat_statements can be read there.
 */
export async function statementsPostgres({ pinTo } = {}) {
  const machine = await settingsOf(MACHINE_URL, COPIED);
  if (machine?.shared_preload_libraries?.setting.split(',').some((s) => s.trim() === 'pg_stat_statements'))
    return {
      adminUrl: MACHINE_URL,
      statements: true,
      where: `the machine's PostgreSQL (${new URL(MACHINE_URL).host}), which preloads pg_stat_statements`,
      stop: async () => {},
    };
  const bin = binDirFor(machine ? Math.floor(Number(machine.server_version_num.setting) / 10_000) : undefined);
  const noStatements = (why) => ({
    statements: false,
    where: machine ? `the machine's PostgreSQL (${new URL(MACHINE_URL).host})` : 'the usual test server',
    why,
    stop: async () => {},
  });
  if (!bin) return noStatements('no initdb found under /usr/lib/postgresql to make a server that preloads it');
  if (!existsSync(join(bin, '..', 'lib', 'pg_stat_statements.so')))
    return noStatements(`the extension is not installed for ${bin} (postgresql-contrib)`);

  // initdb and postgres refuse to run as root: as root, the cluster belongs to the postgres user.
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }) : undefined;
  if (asRoot && owner.status !== 0)
    return noStatements('running as root and there is no postgres user to own a cluster');
  const dir = mkdtempSync(join(tmpdir(), 'devpath-journey-pg-'));
  if (asRoot) chownSync(dir, Number(owner.stdout.trim()), Number(owner.stdout.trim()));
  const as = (command, args) => {
    const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    return spawnSync(cmd, argv, { encoding: 'utf8', cwd: dir });
  };
  const data = join(dir, 'data');
  const init = as(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return noStatements(`initdb failed: ${(init.stderr || init.stdout).trim().split('\n').pop()}`);
  }
  const port = await freePort();
  const copied = machine
    ? COPIED.filter((name) => machine[name]).map((name) => `-c ${name}=${settingText(machine[name])}`)
    : [];
  const options = [
    `-c port=${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-c unix_socket_directories='${dir}'`,
    '-c shared_preload_libraries=pg_stat_statements',
    // Statements inside functions too, and enough entries for every distinct statement of the run.
    '-c pg_stat_statements.track=all',
    '-c pg_stat_statements.max=10000',
    ...copied,
  ].join(' ');
  const pgCtl = join(bin, 'pg_ctl');
  const startArgs = ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60', '-o', options, 'start'];
  // With --pin the postmaster (and so every backend it forks) runs on the servers' cores.
  const started = pinTo ? as('taskset', ['-c', pinTo, pgCtl, ...startArgs]) : as(pgCtl, startArgs);
  if (started.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return noStatements(`pg_ctl start failed: ${(started.stderr || started.stdout).trim().split('\n').pop()}`);
  }
  const postmasterPid = Number(
    spawnSync('head', ['-1', join(data, 'postmaster.pid')], { encoding: 'utf8' }).stdout.trim(),
  );
  return {
    adminUrl: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    statements: true,
    where: `a PostgreSQL ${bin.split('/').at(-2)} cluster of its own (initdb in ${dir}, port ${port}, started with shared_preload_libraries=pg_stat_statements${machine ? `; ${copied.length} performance settings copied from the machine's server: ${copied.map((c) => c.slice(3)).join(', ')}` : ''})`,
    postmasterPid,
    async stop() {
      as(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
