import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The walls of `npm run lint:deps` (scripts/lint-deps.mjs, .dependency-cruiser.cjs; issue 27,
 * item 5) each stop a deliberate violation: a small tree with one of each, next to code that keeps
 * the rules, checked by the same script with --root. A rule that let its violation through, or
 * flagged the lawful code beside it, fails here.
 */
describe('the dependency walls catch what they are for', () => {
  const repo = join(import.meta.dirname, '../..');
  const tree = join(repo, '.tmp', `walls-${process.pid}-${Date.now().toString(36)}`);
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  };
  let violations: { rule: string; from: string; to: string }[] = [];
  let status: number | null = null;

  beforeAll(() => {
    mkdirSync(tree, { recursive: true });
    copyFileSync(join(repo, 'tsconfig.json'), join(tree, 'tsconfig.json'));
    write('backend/tsconfig.json', readFileSync(join(repo, 'backend/tsconfig.json'), 'utf8'));
    // Backend: module alpha breaks each backend wall once; module beta owns a table.
    write('backend/src/modules/alpha/domain/driver.ts', "import pg from 'pg';\nexport const pool = pg.Pool;\n");
    write('backend/src/modules/alpha/domain/provider.ts', "import Stripe from 'stripe';\nexport const sdk = Stripe;\n");
    write(
      'backend/src/modules/alpha/domain/hash.ts',
      "import { createHash } from 'node:crypto';\nexport const digest = (text: string) => createHash('sha256').update(text).digest('hex');\n",
    );
    write(
      'backend/src/modules/alpha/application/use-case.ts',
      "import { AlphaRows } from '../infrastructure/persistence/alpha-rows.js';\nexport const rows = new AlphaRows();\n",
    );
    write(
      'backend/src/modules/alpha/application/port-user.ts',
      "import { digest } from '../domain/hash.js';\nexport const id = digest('x');\n",
    );
    write(
      'backend/src/modules/alpha/infrastructure/persistence/alpha-rows.ts',
      'export class AlphaRows {\n  own = `select id from alpha_items where id = ?`;\n  theirs = `select id from beta_items where owner = ?`;\n}\n',
    );
    // Typed SQL (Kysely): the tables a module picks from the generated schema, and those its queries name.
    write(
      'backend/src/modules/alpha/infrastructure/persistence/alpha-db.ts',
      "import type { Database } from './schema.js';\nexport type AlphaDb = Pick<Database, 'alpha_items'>;\nexport type Greedy = Pick<Database, 'alpha_items' | 'beta_items'>;\n",
    );
    write(
      'backend/src/modules/alpha/infrastructure/persistence/alpha-typed.ts',
      [
        'type Q = { selectFrom(t: string): Q; innerJoin(t: string, a: string, b: string): Q };',
        'export const own = (db: Q) => db.selectFrom("alpha_items as a");',
        'export const theirs = (db: Q) => db.selectFrom("alpha_items as a").innerJoin("beta_items as b", "b.owner", "a.id");',
        '',
      ].join('\n'),
    );
    write(
      'backend/src/modules/alpha/infrastructure/persistence/schema.ts',
      'export interface Database { alpha_items: { id: number }; beta_items: { id: number; owner: number } }\n',
    );
    write(
      'backend/src/modules/alpha/infrastructure/persistence/migrations/Migration1.ts',
      'export const up = `create table "alpha_items" ("id" int primary key)`;\n',
    );
    write(
      'backend/src/modules/beta/infrastructure/persistence/migrations/Migration1.ts',
      'export const up = `create table "beta_items" ("id" int primary key, "owner" int)`;\n',
    );
    // SPA: shared code reaching up into a feature and into app/; /api URLs written by hand, whole or in pieces.
    write('frontend/src/features/shop/price.ts', 'export const price = (cents: number) => (cents / 100).toFixed(2);\n');
    write('frontend/src/app/theme.ts', "export const theme = { primaryColor: 'teal' };\n");
    write(
      'frontend/src/lib/format.ts',
      "import { price } from '../features/shop/price';\nexport const shown = price(100);\n",
    );
    write(
      'frontend/src/components/Box.tsx',
      "import { theme } from '../app/theme';\nexport const color = theme.primaryColor;\n",
    );
    write(
      'frontend/src/features/shop/load.ts',
      "export const load = (origin: string) => fetch(origin + '/api/products');\n",
    );
    write(
      'frontend/src/features/shop/loadTemplate.ts',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture's source text holds a template literal
      'export const load = (origin: string, id: string) => fetch(`${origin}/api/products/${id}`);\n',
    );
    write('frontend/src/features/shop/loadPieces.ts', "export const load = () => fetch('/' + 'api/products');\n");
    write(
      'frontend/src/features/shop/Docs.ts',
      "export const help = 'Call GET /api/products to list them.';\nimport { price } from './price';\nexport const p = price(1);\n",
    );

    const report = join(tree, 'report.json');
    const run = spawnSync(process.execPath, [join(repo, 'scripts/lint-deps.mjs'), '--root', tree], {
      cwd: repo,
      env: { ...process.env, LINT_DEPS_REPORT: report },
      encoding: 'utf8',
    });
    status = run.status;
    violations = (JSON.parse(readFileSync(report, 'utf8')) as { violations: typeof violations }).violations;
  }, 120_000);
  afterAll(() => rmSync(tree, { recursive: true, force: true }));

  const found = (rule: string) =>
    violations
      .filter((v) => v.rule === rule)
      .map((v) => v.from)
      .sort();

  it('fails the run', () => {
    expect(status).toBe(1);
  });

  it('domain/ imports only computation: a database driver and a payment SDK are refused, node:crypto is not', () => {
    expect(found('domain-only-allowed-packages')).toEqual([
      'backend/src/modules/alpha/domain/driver.ts',
      'backend/src/modules/alpha/domain/provider.ts',
    ]);
  });

  it('application/ never imports its infrastructure/ (its domain it may)', () => {
    expect(found('application-without-infrastructure')).toEqual(['backend/src/modules/alpha/application/use-case.ts']);
  });

  it("the SPA's lib/ and components/ import no feature and nothing of app/", () => {
    expect(found('spa-shared-without-features')).toEqual([
      'frontend/src/components/Box.tsx',
      'frontend/src/lib/format.ts',
    ]);
  });

  it('an /api URL written by hand is found whole, after a base and in pieces; prose that names one is not', () => {
    expect(found('api-through-generated-client')).toEqual([
      'frontend/src/features/shop/load.ts',
      'frontend/src/features/shop/loadPieces.ts',
      'frontend/src/features/shop/loadTemplate.ts',
    ]);
  });

  it("a module's SQL names only its own tables: in SQL text, in Kysely's table methods and in the tables it picks from the schema", () => {
    const sqlTables = violations.filter((v) => v.rule === 'sql-only-own-tables');
    expect(sqlTables.sort((a, b) => a.from.localeCompare(b.from))).toEqual(
      ['alpha-db.ts', 'alpha-rows.ts', 'alpha-typed.ts'].map((file) => ({
        rule: 'sql-only-own-tables',
        from: `backend/src/modules/alpha/infrastructure/persistence/${file}`,
        to: 'beta_items (beta)',
      })),
    );
  });

  it('finds nothing else in the tree', () => {
    const expected = [
      'domain-only-allowed-packages',
      'application-without-infrastructure',
      'spa-shared-without-features',
      'api-through-generated-client',
      'sql-only-own-tables',
    ];
    expect(violations.filter((v) => !expected.includes(v.rule))).toEqual([]);
  });
});
