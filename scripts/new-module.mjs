// `npm run new:module <name>`: scaffolds a backend module in the house template
// (docs/architecture.md, "The module template") and registers it in src/modules.ts.
//   --src <dir>   another copy of backend/src (the template's own test uses one)
// The scaffold is small but real: a domain entity with its invariant, a repository port and its
// typed-SQL adapter (Kysely over the tables the module picks from the generated schema), a facade
// other modules may call, a documented public endpoint, the table's migration and a demo seed.
// The new table's type is added to backend/src/platform/database/db.generated.ts as
// `npm run db:types -w backend` would write it (npm test checks that it does). Rename and grow it; keep the shape.
// Files are named by role (docs/architecture.md, "Files named by role"): application/<name>.facade.ts is the
// face; add use cases as plain nouns (application/<what-it-does>.ts), ports as <name>.port.ts, event
// handlers as on-<event>.handler.ts; module-template.e2e-spec.ts checks the scaffold with the conformance check.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const srcAt = args.indexOf('--src');
const src = srcAt >= 0 ? resolve(args[srcAt + 1]) : join(root, 'backend/src');
const name = args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--src');

function fail(message) {
  console.error(message);
  process.exit(1);
}
if (!name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name) || name.length > 30) {
  fail('usage: npm run new:module <name>   (lowercase letters and digits, words joined by "-", at most 30 characters)');
}
const dir = join(src, 'modules', name);
if (existsSync(dir)) fail(`A module named "${name}" exists already (${relative(root, dir)}).`);
const registry = join(src, 'modules.ts');
const markers = ['// new:module imports', '// new:module entries'];
const modulesTs = readFileSync(registry, 'utf8');
for (const marker of markers)
  if (!modulesTs.includes(marker)) fail(`${relative(root, registry)} has lost its "${marker}" line.`);

const words = name.split('-');
const Pascal = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
const camel = Pascal[0].toLowerCase() + Pascal.slice(1);
const snake = words.join('_');
const table = `${snake}_items`;
const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const migration = `Migration${stamp}`;

const files = {
  'index.ts': `// The ${name} module's public face: what other modules and the composition root may import.
// Everything else in this folder is private (npm run lint:deps keeps it so).
import type { ModuleManifest } from '../../platform/modules/module-manifest.js';
import { ${Pascal}Module } from './${name}.module.js';
import { ${migration} } from './infrastructure/persistence/migrations/${migration}.js';
import { ${camel}DemoSeed } from './infrastructure/seeds/${name}.seed.js';

export { ${Pascal}Module } from './${name}.module.js';
export { ${Pascal}Facade, type ${Pascal}ItemView } from './application/${name}.facade.js';

export const ${camel}Module: ModuleManifest = {
  name: '${name}',
  nestModule: ${Pascal}Module,
  entities: [],
  migrations: [{ name: '${migration}', class: ${migration} }],
  seeds: [${camel}DemoSeed],
};
`,
  [`${name}.module.ts`]: `import { Module } from '@nestjs/common';
import { ${Pascal}Facade } from './application/${name}.facade.js';
import { ${Pascal}ItemRepository } from './domain/${name}.repository.js';
import { ${Pascal}Controller } from './infrastructure/http/${name}.controller.js';
import { Sql${Pascal}ItemRepository } from './infrastructure/persistence/sql-${name}.repository.js';

/** Wiring only: ports bound to adapters. Scheduled jobs (infrastructure/jobs) and event handlers go in providers too. */
@Module({
  controllers: [${Pascal}Controller],
  providers: [${Pascal}Facade, { provide: ${Pascal}ItemRepository, useClass: Sql${Pascal}ItemRepository }],
  exports: [${Pascal}Facade],
})
export class ${Pascal}Module {}
`,
  [`domain/${name}.ts`]: `import { DomainError } from '../../../platform/errors/domain-error.js';

export const TITLE_MAX = 120;

/** An item of ${name}: plain TypeScript (no framework), its rules in one place. */
export class ${Pascal}Item {
  id!: number;
  title: string;
  createdAt: Date = new Date();

  constructor(title: string) {
    this.title = ${Pascal}Item.checkTitle(title);
  }

  /** An item as stored (its rules held when it was made). */
  static restore(stored: { id: number; title: string; createdAt: Date }): ${Pascal}Item {
    const item = new ${Pascal}Item(stored.title);
    item.id = stored.id;
    item.createdAt = stored.createdAt;
    return item;
  }

  static checkTitle(title: string): string {
    const trimmed = title.trim();
    if (!trimmed || trimmed.length > TITLE_MAX) {
      throw new DomainError('invalid', '${snake.toUpperCase()}_TITLE_INVALID', \`A title is 1–\${TITLE_MAX} characters.\`);
    }
    return trimmed;
  }
}
`,
  [`domain/${name}.repository.ts`]: `import type { ${Pascal}Item } from './${name}.js';

/** Persistence port of ${Pascal}Item (the adapter lives in infrastructure/persistence). */
export abstract class ${Pascal}ItemRepository {
  abstract list(limit: number): Promise<${Pascal}Item[]>;
  abstract add(item: ${Pascal}Item): Promise<${Pascal}Item>;
}
`,
  [`application/${name}.facade.ts`]: `import { Injectable } from '@nestjs/common';
import { ${Pascal}Item } from '../domain/${name}.js';
import { ${Pascal}ItemRepository } from '../domain/${name}.repository.js';

/** What other modules read of an item (never the entity itself). */
export interface ${Pascal}ItemView {
  id: number;
  title: string;
  createdAt: Date;
}

const view = (item: ${Pascal}Item): ${Pascal}ItemView => ({ id: item.id, title: item.title, createdAt: item.createdAt });

/** The ${name} module's use cases, and the small facade other modules may call (through index.ts). */
@Injectable()
export class ${Pascal}Facade {
  constructor(private readonly items: ${Pascal}ItemRepository) {}

  async latest(limit = 20): Promise<${Pascal}ItemView[]> {
    return (await this.items.list(limit)).map(view);
  }

  async add(title: string): Promise<${Pascal}ItemView> {
    return view(await this.items.add(new ${Pascal}Item(title)));
  }
}
`,
  [`infrastructure/http/${name}.controller.ts`]: `import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../platform/access/access.js';
import { ${Pascal}Facade } from '../../application/${name}.facade.js';

export class ${Pascal}ItemResponse {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

export class ${Pascal}ListResponse {
  @ApiProperty({ type: [${Pascal}ItemResponse], description: 'Newest first' }) items: ${Pascal}ItemResponse[];
}

/** HTTP adapter: validated DTOs in, response DTOs out, roles declared (x-roles) on every route. */
@ApiTags('${name}')
@Controller('${name}')
export class ${Pascal}Controller {
  constructor(private readonly ${camel}: ${Pascal}Facade) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'The latest ${name} items' })
  @ApiOkResponse({ type: ${Pascal}ListResponse })
  async list${Pascal}(): Promise<${Pascal}ListResponse> {
    const items = await this.${camel}.latest();
    return { items: items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() })) };
  }
}
`,
  [`infrastructure/persistence/${name}-db.ts`]: `import type { Database } from '../../../../platform/database/typed-sql.js';

/** The tables ${name} owns (its migrations create them): its SQL can name no other. */
export type ${Pascal}Db = Pick<Database, '${table}'>;
`,
  [`infrastructure/persistence/sql-${name}.repository.ts`]: `import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Selectable } from 'kysely';
import { typedSql } from '../../../../platform/database/typed-sql.js';
import { ${Pascal}Item } from '../../domain/${name}.js';
import { ${Pascal}ItemRepository } from '../../domain/${name}.repository.js';
import type { ${Pascal}Db } from './${name}-db.js';

const toItem = (row: Selectable<${Pascal}Db['${table}']>): ${Pascal}Item =>
  ${Pascal}Item.restore({ id: row.id, title: row.title, createdAt: new Date(row.created_at) });

/** Typed SQL (docs/architecture.md, "Persistence: typed SQL"): bound to the request's EntityManager and its transaction. */
@Injectable()
export class Sql${Pascal}ItemRepository extends ${Pascal}ItemRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private get db() {
    return typedSql<${Pascal}Db>(this.em);
  }

  async list(limit: number): Promise<${Pascal}Item[]> {
    const rows = await this.db
      .selectFrom('${table}')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toItem);
  }

  async add(item: ${Pascal}Item): Promise<${Pascal}Item> {
    const row = await this.db
      .insertInto('${table}')
      .values({ title: item.title, created_at: item.createdAt })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toItem(row);
  }
}
`,
  [`infrastructure/persistence/migrations/${migration}.ts`]: `import { Migration } from '@mikro-orm/migrations';

/** ${Pascal}: its items table (listed in the module's manifest; runs in name order with everyone's). */
export class ${migration} extends Migration {
  override name = '${migration}';

  override up(): void | Promise<void> {
    this.addSql(\`create table "${table}" ("id" serial primary key, "title" varchar(120) not null, "created_at" timestamptz not null);\`);
    this.addSql(\`create index "${table}_created_at_index" on "${table}" ("created_at");\`);
  }

  override down(): void | Promise<void> {
    this.addSql(\`drop table if exists "${table}";\`);
  }
}
`,
  [`infrastructure/seeds/${name}.seed.ts`]: `import { typedSql } from '../../../../platform/database/typed-sql.js';
import type { DemoSeed } from '../../../../platform/seed/demo-seed.js';
import type { ${Pascal}Db } from '../persistence/${name}-db.js';

/** Demo content of ${name}: once per database (recorded in seed_history under this name). */
export const ${camel}DemoSeed: DemoSeed = {
  name: '${name}/first-items',
  async run(em) {
    await typedSql<${Pascal}Db>(em)
      .insertInto('${table}')
      .values({ title: 'Welcome to ${name}', created_at: new Date() })
      .execute();
  },
};
`,
  'infrastructure/jobs/README.md': `Scheduled jobs of ${name} go here: classes extending platform/scheduling/periodic-job.ts
(set-based work, once per tick across instances), listed in ${name}.module.ts providers.
`,
};

// The new table in the generated schema, as kysely-codegen writes it (interfaces by name, the DB
// interface's tables in order), so the scaffold compiles before `npm run db:types -w backend` runs.
const schemaFile = join(src, 'platform/database/db.generated.ts');
const schema = readFileSync(schemaFile, 'utf8');
const tableType = table
  .split('_')
  .map((w) => w[0].toUpperCase() + w.slice(1))
  .join('');
const declaration = `export interface ${tableType} {\n  created_at: TimestampText;\n  id: Generated<number>;\n  title: string;\n}\n\n`;
const interfaces = [...schema.matchAll(/^export interface (\w+) \{$/gm)].filter(([, n]) => n !== 'DB');
const before = interfaces.find(([, n]) => n.localeCompare(tableType) > 0);
const dbStart = schema.indexOf('export interface DB {');
if (dbStart < 0 || !interfaces.length)
  fail(`${relative(root, schemaFile)} has no DB interface: run npm run db:types -w backend.`);
let withType = before
  ? schema.slice(0, before.index) + declaration + schema.slice(before.index)
  : schema.slice(0, dbStart) + declaration + schema.slice(dbStart);
const dbAt = withType.indexOf('export interface DB {');
const keys = [...withType.slice(dbAt).matchAll(/^ {2}(\w+): \w+;$/gm)];
const next = keys.find(([, key]) => key > table);
const entry = `  ${table}: ${tableType};\n`;
withType = next
  ? withType.slice(0, dbAt + next.index) + entry + withType.slice(dbAt + next.index)
  : withType.replace(/\n\}\n?$/, `\n${entry}}\n`);
writeFileSync(schemaFile, withType);

for (const [path, text] of Object.entries(files)) {
  const target = join(dir, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
}
writeFileSync(
  registry,
  modulesTs
    .replace(markers[0], `import { ${camel}Module } from './modules/${name}/index.js';\n${markers[0]}`)
    .replace(`    ${markers[1]}`, `    ${camel}Module,\n    ${markers[1]}`),
);
console.log(`Created ${relative(root, dir)}/:`);
for (const path of Object.keys(files)) console.log(`  ${path}`);
console.log(
  `Registered ${camel}Module in ${relative(root, registry)}; added ${table} to ${relative(root, schemaFile)}.`,
);
console.log(
  'Next: npm run typecheck -w backend && npm run lint:deps; after each migration npm run db:types -w backend; npm run openapi once the routes are yours.',
);
