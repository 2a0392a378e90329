// `npm run lint:deps`: the walls between DevPath's parts (docs/architecture.md "Walls", ADR 0002).
//   1. dependency-cruiser with the rules of .dependency-cruiser.cjs over backend/src and frontend/src
//   2. "api-through-generated-client": no SPA code outside lib/api and api/generated holds an `/api` URL,
//      whole or in pieces (the spec §7 request rules live in the generated client's fetch layer)
//   3. "sql-only-own-tables": a backend module's SQL names only tables its own migrations create
//      (another module's rows are reached through that module's face; platform/ likewise): in SQL text,
//      in Kysely's table methods (selectFrom('x'), insertInto, updateTable, deleteFrom, joins) and in the
//      tables a module picks from the generated schema (Pick<Database, 'x'>)
// Violations listed as known (.dependency-cruiser-known-violations.json, .api-urls-known-violations.json)
// are tolerated until fixed; any other violation fails the run (exit code 1).
//   --update-baseline   rewrite both lists from the code as it is (after fixing some, or on purpose)
//   LINT_DEPS_REPORT=<file>   also write { passed, failed, known, fresh, stale, violations } (rules without / with new
//                             violations; violations: the new ones, { rule, from, to })
//   --root <dir>       check the tree at <dir> instead of the repository (the rules' own test builds one with
//                      a deliberate violation of each rule: backend/test/walls.e2e-spec.ts)
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { requireNode24, root } from './lib/run.mjs';

requireNode24();
const rootAt = process.argv.indexOf('--root');
process.chdir(rootAt > 0 ? process.argv[rootAt + 1] : root);

const SOURCES = ['backend/src', 'frontend/src'];
const CONFIG = join(root, '.dependency-cruiser.cjs');
const KNOWN_DEPENDENCIES = '.dependency-cruiser-known-violations.json';
const KNOWN_API_URLS = '.api-urls-known-violations.json';
const API_RULE = 'api-through-generated-client';
const SQL_RULE = 'sql-only-own-tables';
const update = process.argv.includes('--update-baseline');

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const readList = (path) => (existsSync(path) ? readJson(path) : []);
// A loop is the same loop whichever of its modules the cruise happens to start it from.
const key = (v) =>
  JSON.stringify(
    v.cycle
      ? [v.rule.name, [...new Set([v.from, ...v.cycle.map((m) => m.name ?? m)])].sort()]
      : [v.rule.name, v.from, v.to],
  );

// 1. Dependency rules.
const options = await extractDepcruiseOptions(CONFIG);
const { output: result } = await cruise(SOURCES, options, {}, { tsConfig: extractTSConfig(options.tsConfig.fileName) });
const dependencyViolations = result.summary.violations;
const ruleNames = options.ruleSet.forbidden.map((rule) => rule.name);

// 2. `/api` URLs written by hand in the SPA: string literals (and template heads) whose value is an /api
// path. Links (<a href="/api/docs">) and prose are no calls. Tests may fake the API freely.
const API_FREE = /^frontend\/src\/(lib\/api|api\/generated(-shell)?|test)\/|\.test\.tsx?$/;
/** A URL or a piece of one (no white space: prose and code samples that mention /api are no calls). */
const API_PIECE = /^\S*(^|\/)api(\/|\?|$)\S*$/;
/** Whether a string literal names a module to import (`import … from '../api'`, `import('…')`, `import type`). */
const isModuleName = (node) =>
  ts.isImportDeclaration(node.parent) ||
  ts.isExportDeclaration(node.parent) ||
  ts.isExternalModuleReference(node.parent) ||
  (ts.isLiteralTypeNode(node.parent) && ts.isImportTypeNode(node.parent.parent)) ||
  (ts.isCallExpression(node.parent) && node.parent.expression.kind === ts.SyntaxKind.ImportKeyword);
/** A string literal or a piece of a template's text (not a module's name). */
const isTextPiece = (node) =>
  ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !isModuleName(node)) ||
  ts.isTemplateHead(node) ||
  ts.isTemplateMiddle(node) ||
  ts.isTemplateTail(node);
/** Every .ts/.tsx file under `dir` (relative to the tree checked), where `keep(file)` says so. */
const sourceFiles = (dir, keep) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name).split('\\').join('/');
        return entry.isDirectory() ? sourceFiles(path, keep) : /\.tsx?$/.test(entry.name) && keep(path) ? [path] : [];
      })
    : [];
function apiUrlViolations() {
  const found = new Map();
  const scan = (file) => {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const walk = (node) => {
      // Whole (`/api/x`), after a base (`${origin}/api/x`, origin + '/api/x') or in pieces ('/' + 'api/x').
      if (isTextPiece(node) && API_PIECE.test(node.text) && !ts.isJsxAttribute(node.parent)) {
        const v = { type: 'api-url', from: file, to: node.text, rule: { severity: 'error', name: API_RULE } };
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        if (!found.has(key(v))) found.set(key(v), { ...v, line });
      }
      ts.forEachChild(node, walk);
    };
    walk(source);
  };
  for (const file of sourceFiles('frontend/src', (file) => !API_FREE.test(file))) scan(file);
  return [...found.values()];
}
const apiViolations = apiUrlViolations();

// 3. SQL naming another module's tables. A table belongs to the module whose migrations create it;
// the first migrations (backend/src/database/migrations) came before modules had their own, so their
// tables' owners are named here. Lesson texts (infrastructure/content) teach SQL: not ours.
const FIRST_TABLES = {
  users: 'users',
  role_changes: 'users',
  sessions: 'auth',
  one_time_tokens: 'auth',
  identity_revocations: 'auth',
  login_attempts: 'auth',
  job_run: 'platform',
  seed_history: 'platform',
  outbox_events: 'platform',
  event_deliveries: 'platform',
  content_history: 'platform',
};
const TABLE_REFERENCE = /\b(?:from|join|update|into|table|references)\s+"?([a-z_][a-z0-9_]*)"?/gi;
/** Kysely's methods whose first argument names a table (`selectFrom('blog_posts as p')`, `innerJoin(['a', 'b'])`). */
const KYSELY_TABLE_METHODS = new Set([
  'selectFrom',
  'insertInto',
  'replaceInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'using',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
]);
/** The string literals in `node` (a literal, or an array of them). */
const literals = (node) =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
    ? [node]
    : ts.isArrayLiteralExpression(node)
      ? node.elements.flatMap(literals)
      : [];
/**
 * Tables that typed SQL names: the first argument of Kysely's table methods, and the tables a module
 * picks from the generated schema (`Pick<Database, 'blog_posts' | 'blog_tags'>`: it may query only those).
 */
function typedTables(node) {
  if (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    KYSELY_TABLE_METHODS.has(node.expression.name.text) &&
    node.arguments.length
  ) {
    return literals(node.arguments[0]).map((literal) => ({
      node: literal,
      table: literal.text.split(/\s+as\s+/i)[0].trim(),
    }));
  }
  if (
    ts.isTypeReferenceNode(node) &&
    node.typeName.getText() === 'Pick' &&
    node.typeArguments?.length === 2 &&
    /^(Database|DB)$/.test(node.typeArguments[0].getText())
  ) {
    const picked = node.typeArguments[1];
    const members = ts.isUnionTypeNode(picked) ? picked.types : [picked];
    return members
      .filter((member) => ts.isLiteralTypeNode(member) && ts.isStringLiteral(member.literal))
      .map((member) => ({ node: member, table: member.literal.text }));
  }
  return [];
}
function sqlViolations() {
  const ownerOf = (file) => file.match(/^backend\/src\/modules\/([^/]+)\//)?.[1] ?? 'platform';
  const files = sourceFiles('backend/src', (file) => !/\.spec\.ts$/.test(file));
  const owners = new Map();
  for (const file of files.filter((file) => file.includes('/migrations/'))) {
    for (const [, table] of readFileSync(file, 'utf8').matchAll(/create table (?:if not exists )?"?([a-z_0-9]+)"?/g)) {
      owners.set(table, FIRST_TABLES[table] ?? ownerOf(file));
    }
  }
  const found = new Map();
  for (const file of files.filter(
    (file) => !file.includes('/migrations/') && !file.includes('/infrastructure/content/'),
  )) {
    const me = ownerOf(file);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const note = (table, node) => {
      const owner = owners.get(table);
      if (!owner || owner === me) return;
      const v = {
        type: 'sql-table',
        from: file,
        to: `${table} (${owner})`,
        rule: { severity: 'error', name: SQL_RULE },
      };
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      if (!found.has(key(v))) found.set(key(v), { ...v, line });
    };
    const walk = (node) => {
      if (isTextPiece(node)) for (const [, table] of node.text.matchAll(TABLE_REFERENCE)) note(table, node);
      for (const { table, node: where } of typedTables(node)) note(table, where);
      ts.forEachChild(node, walk);
    };
    walk(source);
  }
  return [...found.values()];
}
const sqlTableViolations = sqlViolations();

if (update) {
  const write = (file, list) =>
    writeFileSync(
      file,
      `${JSON.stringify(
        list.sort((a, b) => key(a).localeCompare(key(b))),
        null,
        2,
      )}\n`,
    );
  write(KNOWN_DEPENDENCIES, dependencyViolations);
  write(
    KNOWN_API_URLS,
    apiViolations.map(({ line: _line, ...v }) => v),
  );
  console.log(
    `Wrote ${dependencyViolations.length + apiViolations.length} known violations to ${KNOWN_DEPENDENCIES} and ${KNOWN_API_URLS}.`,
  );
  process.exit(0);
}

// Split into known (tolerated) and new (failing); known entries that no longer occur are stale.
const knownKeys = new Set([...readList(KNOWN_DEPENDENCIES), ...readList(KNOWN_API_URLS)].map(key));
const all = [...dependencyViolations, ...apiViolations, ...sqlTableViolations];
const fresh = all.filter((v) => !knownKeys.has(key(v)));
const known = all.filter((v) => knownKeys.has(key(v)));
const stale = knownKeys.size - new Set(known.map(key)).size;

if (fresh.length) {
  const comments = new Map(options.ruleSet.forbidden.map((rule) => [rule.name, rule.comment]));
  comments.set(
    API_RULE,
    'The SPA calls /api only through the generated client (frontend/src/api/generated, set up in lib/api).',
  );
  comments.set(
    SQL_RULE,
    "A module's SQL names only the tables its own migrations create: another module's rows are read and changed through its face.",
  );
  for (const name of new Set(fresh.map((v) => v.rule.name))) {
    console.log(`\n  ✘ ${name}: ${comments.get(name)}`);
    for (const v of fresh.filter((v) => v.rule.name === name)) {
      const where = v.line
        ? `${v.from}:${v.line} ${v.rule.name === SQL_RULE ? 'names' : 'holds'} '${v.to}'`
        : `${v.from} → ${v.to}`;
      console.log(`    ${where}${v.cycle ? ` (loop: ${[v.from, ...v.cycle.map((m) => m.name)].join(' → ')})` : ''}`);
    }
  }
  console.log(`\n  ${fresh.length} new violation(s) of the dependency rules. Move the code behind the wall;`);
  console.log('  only a violation meant to stay for now joins the known ones: npm run lint:deps -- --update-baseline');
}

const rules = [...ruleNames, API_RULE, SQL_RULE];
const byRule = (list) => rules.map((name) => [name, list.filter((v) => v.rule.name === name).length]);
const failedRules = byRule(fresh).filter(([, n]) => n > 0).length;
console.log(
  `  ${result.summary.totalCruised} modules, ${result.summary.totalDependenciesCruised} dependencies cruised; ` +
    `${rules.length} rules: ${fresh.length} new violations, ${known.length} known violations remain ` +
    `(${byRule(known)
      .map(([name, n]) => `${name} ${n}`)
      .join(', ')})`,
);
if (stale) console.log(`  ${stale} known violations are fixed: drop them with npm run lint:deps -- --update-baseline`);
if (process.env.LINT_DEPS_REPORT) {
  const violations = fresh.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
  const report = {
    passed: rules.length - failedRules,
    failed: failedRules,
    known: known.length,
    fresh: fresh.length,
    stale,
    violations,
  };
  writeFileSync(process.env.LINT_DEPS_REPORT, JSON.stringify(report));
}
process.exit(fresh.length ? 1 : 0);
