import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The template check of backend/test/module-conformance.e2e-spec.ts (docs/architecture.md, "The
 * module template"), shared with module-template.e2e-spec.ts, which runs it on a generated module.
 * Plain file reading: no compiler, no database.
 */

export interface ConformanceViolation {
  module: string;
  file: string;
  rule: string;
  message: string;
}

const REQUIRED_DIRS = ['domain', 'application', 'infrastructure'];
const OPTIONAL_DIRS = ['contracts'];
const KEBAB = '[a-z][a-z0-9]*(?:-[a-z0-9]+)*';
const APPLICATION_FILE = new RegExp(
  `^(?:${KEBAB}\\.facade|${KEBAB}\\.port|on-${KEBAB}\\.handler|${KEBAB})(?:\\.spec)?\\.ts$`,
);
/** Plain nouns that say no role: errors and types belong in domain, ports in `<name>.port.ts`. */
const VAGUE_NAMES = new Set(['errors', 'types', 'ports', 'utils', 'helpers', 'constants', 'common', 'shared', 'index']);

const listFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : [path];
  });

/** Checks every module of `src/modules` against the template; returns what it read and what breaks it. */
export function checkModuleConformance(src: string) {
  const violations: ConformanceViolation[] = [];
  const root = join(src, 'modules');
  const modules = readdirSync(root).filter((name) => statSync(join(root, name)).isDirectory());
  let applicationFiles = 0;
  let sourceFiles = 0;
  for (const module of modules) {
    const dir = join(root, module);
    const flag = (path: string, rule: string, message: string) =>
      violations.push({ module, file: `${module}/${path}`, rule, message });

    // Top-level entries: index.ts, <name>.module.ts, domain/, application/, infrastructure/, contracts/ (optional).
    const entries = readdirSync(dir, { withFileTypes: true });
    for (const entry of entries) {
      const allowed = entry.isDirectory()
        ? [...REQUIRED_DIRS, ...OPTIONAL_DIRS].includes(entry.name)
        : ['index.ts', `${module}.module.ts`].includes(entry.name);
      if (!allowed)
        flag(
          entry.name,
          'layout',
          'is not in the template (index.ts, <name>.module.ts, domain/, application/, infrastructure/, contracts/)',
        );
    }
    for (const required of ['index.ts', `${module}.module.ts`, ...REQUIRED_DIRS.map((d) => `${d}/`)]) {
      const name = required.replace(/\/$/, '');
      if (!entries.some((e) => e.name === name && e.isDirectory() === required.endsWith('/')))
        flag(required, 'layout', 'is missing (the template has it in every module)');
    }

    // The face re-exports, of application/, only facades and ports (the rest: module-faces.e2e-spec.ts).
    const indexPath = join(dir, 'index.ts');
    const index = entries.some((e) => e.name === 'index.ts') ? readFileSync(indexPath, 'utf8') : '';
    for (const match of index.matchAll(/export\s+(?:type\s+)?(\*|\{[^}]*\})[^;]*?from\s+'([^']+)'/g)) {
      if (match[1] === '*')
        flag('index.ts', 'face', `re-exports everything of ${match[2]} (a face names what it exports)`);
      const source = match[2]!;
      if (source.startsWith('./application/') && !/\.(facade|port)\.js$/.test(source))
        flag('index.ts', 'face', `re-exports ${source}: of application/, a face offers only *.facade.ts and *.port.ts`);
    }

    for (const path of listFiles(dir)) {
      const rel = path
        .slice(dir.length + 1)
        .split('\\')
        .join('/');
      if (!rel.endsWith('.ts') || rel.includes('/migrations/')) continue;
      sourceFiles++;
      const text = readFileSync(path, 'utf8');
      const base = rel.split('/').pop()!;
      const inHttp = rel.startsWith('infrastructure/http/');

      if (rel.startsWith('application/')) {
        applicationFiles++;
        const stem = base.replace(/(\.spec)?\.ts$/, '');
        if (rel.split('/').length > 2) flag(rel, 'application-name', 'application/ is flat (no folders)');
        else if (!APPLICATION_FILE.test(base) || VAGUE_NAMES.has(stem))
          flag(
            rel,
            'application-name',
            'is named outside the rule: <name>.facade.ts (the face), <name>.port.ts (a port), on-<event>.handler.ts (an event handler), or a plain noun saying what it does (no .service/.use-case; errors and types go in domain)',
          );
        else if (!base.endsWith('.spec.ts')) {
          const role = stem.match(/\.(facade|port|handler)$/)?.[1];
          if (/\bEventHandlers\b/.test(text) !== (role === 'handler'))
            flag(
              rel,
              'application-role',
              role === 'handler' ? 'subscribes to no event' : 'subscribes to events: an on-<event>.handler.ts does',
            );
          if (/export\s+abstract\s+class\b/.test(text) && role !== 'port' && role !== 'facade')
            flag(rel, 'application-role', 'declares an abstract class (a port): name it <name>.port.ts');
          if (/export\s+class\s+\w+Facade\b/.test(text) && role !== 'facade')
            flag(rel, 'application-role', 'declares a facade: name it <name>.facade.ts');
        }
      }
      if (base.endsWith('.spec.ts')) continue;

      if (!inHttp && (base.endsWith('.dto.ts') || /from\s+'class-validator'|@ApiProperty(Optional)?\(/.test(text)))
        flag(
          rel,
          'dto',
          'a DTO (a *.dto.ts, or a class decorated for validation or OpenAPI) lives in infrastructure/http',
        );
      if (!inHttp && (base.endsWith('.controller.ts') || /@Controller\(/.test(text)))
        flag(rel, 'controller', 'a controller lives in infrastructure/http');
      const adapter =
        /\bclass\s+\w+\s+(?:extends|implements)\s+\w*Repository\b/.test(text) ||
        /^export\s+class\s+\w+Repository\b/m.test(text);
      if (adapter && !rel.startsWith('infrastructure/persistence/'))
        flag(rel, 'repository', "a repository's implementation lives in infrastructure/persistence");
      if (/export\s+abstract\s+class\s+\w+Repository\b/.test(text) && !rel.startsWith('domain/'))
        flag(rel, 'repository', 'a repository port lives in domain');
      if ((base.endsWith('.job.ts') || /extends\s+PeriodicJob\b/.test(text)) && !rel.startsWith('infrastructure/jobs/'))
        flag(rel, 'job', 'a scheduled job lives in infrastructure/jobs');
      if (base.endsWith('.seed.ts') && !rel.startsWith('infrastructure/seeds/'))
        flag(rel, 'seed', 'a demo seed lives in infrastructure/seeds');
    }
  }
  return { modules, applicationFiles, sourceFiles, violations };
}
