// `npm run db:types -w backend`: writes src/platform/database/db.generated.ts, the `DB` interface of
// every table as the committed migrations create it (issue 27 item 1: the migrated schema is the
// source of truth of the typed SQL; docs/architecture.md "Persistence").
//   1. a fresh database (scripts/lib/test-database.mjs: local PostgreSQL, DATABASE_URL's server or an embedded one)
//   2. migrated by the same runner as `npm run db:migrate` (src/cli/migrate.ts --schema-only: no content)
//   3. introspected by kysely-codegen, with our column types (src/platform/database/column-types.ts),
//      and formatted by Biome as the rest of the tree
//   --check   writes nothing: exits 1 when the committed file differs from what the migrations give
//             (npm test runs this: a migration without `npm run db:types` fails the run)
//   --url <database>  introspect this (migrated) database instead of a fresh one
//   --file <path>     the file to write or check instead of the committed one (the module template's test
//                     checks that `npm run new:module` adds its table as this script would)
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { provisionTestDatabase } from '../../scripts/lib/test-database.mjs';

const root = join(import.meta.dirname, '../..');
const backend = join(root, 'backend');
const TARGET = 'backend/src/platform/database/db.generated.ts';
const check = process.argv.includes('--check');
const option = (flag) => {
  const at = process.argv.indexOf(flag);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const givenUrl = option('--url');
const path = option('--file') ?? join(root, TARGET);

// What `pg` hands back on MikroORM's pool (its type parsers keep date and time types as PostgreSQL's
// text; int8 and numeric stay strings, as pg's defaults): the generated types say exactly that.
const TYPE_MAPPING = { timestamptz: 'TimestampText', timestamp: 'TimestampText', date: 'DateText' };
const CUSTOM_IMPORTS = { TimestampText: './column-types.js', DateText: './column-types.js' };

const db = givenUrl
  ? { url: givenUrl, dispose: async () => {} }
  : await provisionTestDatabase({ log: (m) => console.error(m) });
let generated;
try {
  if (!givenUrl)
    execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/migrate.ts', '--schema-only'], {
      cwd: backend,
      env: { ...process.env, DATABASE_URL: db.url, LOG_LEVEL: 'warn', FIREBASE_AUTH_EMULATOR_HOST: '' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  const codegen = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/kysely-codegen/dist/cli/bin.js'),
      '--dialect=postgres',
      `--url=${db.url}`,
      '--exclude-pattern=mikro_orm_migrations',
      `--type-mapping=${JSON.stringify(TYPE_MAPPING)}`,
      `--custom-imports=${JSON.stringify(CUSTOM_IMPORTS)}`,
      '--log-level=error',
      '--print',
    ],
    { cwd: backend, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  if (codegen.status !== 0) throw new Error(`kysely-codegen failed: ${codegen.stderr}`);
  const formatted = spawnSync(join(root, 'node_modules/.bin/biome'), ['format', `--stdin-file-path=${TARGET}`], {
    cwd: root,
    input: codegen.stdout,
    encoding: 'utf8',
  });
  if (formatted.status !== 0) throw new Error(`biome format failed: ${formatted.stderr}`);
  generated = formatted.stdout;
} finally {
  await db.dispose();
}

const committed = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
const shown = relative(root, path);
if (check) {
  if (committed === generated) {
    console.log(`${shown} matches the migrations.`);
  } else {
    console.log(`${shown} does not match the migrations: run npm run db:types -w backend and commit it.`);
    process.exit(1);
  }
} else {
  writeFileSync(path, generated);
  console.log(committed === generated ? `${shown} was up to date.` : `Wrote ${shown}.`);
}
