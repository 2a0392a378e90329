// `npm run lint:deps`: the walls between DevPath's parts (docs/architecture.md "Walls", ADR 0002).
//   1. dependency-cruiser with the rules of .dependency-cruiser.cjs over backend/src and frontend/src
//   2. "api-through-generated-client": no SPA code outside lib/api and api/generated holds an `/api` URL
//      (the spec §7 request rules live in the generated client's fetch layer, not in hand-written URLs)
// Violations listed as known (.dependency-cruiser-known-violations.json, .api-urls-known-violations.json)
// are tolerated until fixed; any other violation fails the run (exit code 1).
//   --update-baseline   rewrite both lists from the code as it is (after fixing some, or on purpose)
//   LINT_DEPS_REPORT=<file>   also write { passed, failed, known, fresh, stale } (rules without / with new violations)
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { requireNode24, root } from './lib/run.mjs';

requireNode24();
process.chdir(root);

const SOURCES = ['backend/src', 'frontend/src'];
const CONFIG = './.dependency-cruiser.cjs';
const KNOWN_DEPENDENCIES = '.dependency-cruiser-known-violations.json';
const KNOWN_API_URLS = '.api-urls-known-violations.json';
const API_RULE = 'api-through-generated-client';
const update = process.argv.includes('--update-baseline');

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
// A loop is the same loop whichever of its modules the cruise happens to start it from.
const key = (v) =>
  JSON.stringify(v.cycle ? [v.rule.name, [...new Set([v.from, ...v.cycle.map((m) => m.name ?? m)])].sort()] : [v.rule.name, v.from, v.to]);

// 1. Dependency rules.
const options = await extractDepcruiseOptions(CONFIG);
const { output: result } = await cruise(SOURCES, options, {}, { tsConfig: extractTSConfig(options.tsConfig.fileName) });
const dependencyViolations = result.summary.violations;
const ruleNames = options.ruleSet.forbidden.map((rule) => rule.name);

// 2. `/api` URLs written by hand in the SPA: string literals (and template heads) whose value is an /api
// path. Links (<a href="/api/docs">) and prose are no calls. Tests may fake the API freely.
const API_FREE = /^frontend\/src\/(lib\/api|api\/generated(-shell)?|test)\/|\.test\.tsx?$/;
function apiUrlViolations() {
  const found = new Map();
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const file = relative(root, path).split('\\').join('/');
      if (entry.isDirectory()) visit(path);
      else if (/\.tsx?$/.test(entry.name) && !API_FREE.test(file)) scan(file);
    }
  };
  const scan = (file) => {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const walk = (node) => {
      const literal = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node);
      if (literal && /^\/api(\/|\?|$)/.test(node.text) && !ts.isJsxAttribute(node.parent)) {
        const v = { type: 'api-url', from: file, to: node.text, rule: { severity: 'error', name: API_RULE } };
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        if (!found.has(key(v))) found.set(key(v), { ...v, line });
      }
      ts.forEachChild(node, walk);
    };
    walk(source);
  };
  visit('frontend/src');
  return [...found.values()];
}
const apiViolations = apiUrlViolations();

if (update) {
  const write = (file, list) => writeFileSync(file, `${JSON.stringify(list.sort((a, b) => key(a).localeCompare(key(b))), null, 2)}\n`);
  write(KNOWN_DEPENDENCIES, dependencyViolations);
  write(KNOWN_API_URLS, apiViolations.map(({ line: _line, ...v }) => v));
  console.log(`Wrote ${dependencyViolations.length + apiViolations.length} known violations to ${KNOWN_DEPENDENCIES} and ${KNOWN_API_URLS}.`);
  process.exit(0);
}

// Split into known (tolerated) and new (failing); known entries that no longer occur are stale.
const knownKeys = new Set([...readJson(KNOWN_DEPENDENCIES), ...readJson(KNOWN_API_URLS)].map(key));
const all = [...dependencyViolations, ...apiViolations];
const fresh = all.filter((v) => !knownKeys.has(key(v)));
const known = all.filter((v) => knownKeys.has(key(v)));
const stale = knownKeys.size - new Set(known.map(key)).size;

if (fresh.length) {
  const comments = new Map(options.ruleSet.forbidden.map((rule) => [rule.name, rule.comment]));
  comments.set(API_RULE, 'The SPA calls /api only through the generated client (frontend/src/api/generated, set up in lib/api).');
  for (const name of new Set(fresh.map((v) => v.rule.name))) {
    console.log(`\n  ✘ ${name}: ${comments.get(name)}`);
    for (const v of fresh.filter((v) => v.rule.name === name)) {
      const where = v.rule.name === API_RULE ? `${v.from}:${v.line} holds '${v.to}'` : `${v.from} → ${v.to}`;
      console.log(`    ${where}${v.cycle ? ` (loop: ${[v.from, ...v.cycle.map((m) => m.name)].join(' → ')})` : ''}`);
    }
  }
  console.log(`\n  ${fresh.length} new violation(s) of the dependency rules. Move the code behind the wall;`);
  console.log('  only a violation meant to stay for now joins the known ones: npm run lint:deps -- --update-baseline');
}

const rules = [...ruleNames, API_RULE];
const byRule = (list) => rules.map((name) => [name, list.filter((v) => v.rule.name === name).length]);
const failedRules = byRule(fresh).filter(([, n]) => n > 0).length;
console.log(
  `  ${result.summary.totalCruised} modules, ${result.summary.totalDependenciesCruised} dependencies cruised; ` +
    `${rules.length} rules: ${fresh.length} new violations, ${known.length} known violations remain ` +
    `(${byRule(known).map(([name, n]) => `${name} ${n}`).join(', ')})`,
);
if (stale) console.log(`  ${stale} known violations are fixed: drop them with npm run lint:deps -- --update-baseline`);
if (process.env.LINT_DEPS_REPORT) {
  const report = { passed: rules.length - failedRules, failed: failedRules, known: known.length, fresh: fresh.length, stale };
  writeFileSync(process.env.LINT_DEPS_REPORT, JSON.stringify(report));
}
process.exit(fresh.length ? 1 : 0);
