import { type ChildProcess, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { randomUUID } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';
import { PRODUCTS } from './products.js';
import { shippedArchive } from './shipped-archives.js';

/**
 * The shipped products work as their pages and READMEs say, offline (issue 29 item 6). Each
 * archive is unzipped (the bytes buyers download) into a directory inside the repository, so
 * Node's resolution finds the repository's own packages (express, @nestjs/*, react, vite,
 * vitest, typescript, jsdom, parse5): their versions are the repository's, which may be newer
 * majors than a product's package.json asks for. Then each product's own tests and checks run:
 * the Node projects' `node --test`, the course project's solution (and its unsolved start, which
 * must fail exactly where the README says the learner takes over), the NestJS starter compiled
 * with tsc, booted and asked over HTTP, the React starter typechecked and its Vitest test run,
 * and the static pages parsed, their local files found and their scripts run in jsdom.
 */
const BACKEND = fileURLToPath(new URL('../../../../../', import.meta.url));
const REPO = join(BACKEND, '..');
const NODE_MODULES = join(REPO, 'node_modules');
const TSC = join(NODE_MODULES, 'typescript', 'bin', 'tsc');
const VITEST = join(NODE_MODULES, 'vitest', 'vitest.mjs');

/**
 * The oldest Node.js each product's tools accept, one entry per release line (checked against the
 * tools' own `engines` and docs): Vite 7 and @vitejs/plugin-react 5 need ^20.19.0 || >=22.12.0;
 * the Nest CLI 11 needs >= 20.11 (NestJS 11 itself >= 20); the CLI starter asks for 22
 * (`node --test` finding test files by glob); Express 5 needs 18.
 */
const NODE_NEEDS: Record<string, string[]> = {
  'react-vite-starter': ['20.19', '22.12'],
  'nestjs-api-starter': ['20.11'],
  'node-cli-starter': ['22'],
  'express-rest-api-project': ['18'],
};
/** Paths a README tells the buyer to create: not shipped on purpose. */
const TO_CREATE: Record<string, string[]> = { 'developer-portfolio-template': ['images/'] };

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

const children = new Set<ChildProcess>();

function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: Record<string, string>; input?: string; timeout?: number },
): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...options.env },
      timeout: options.timeout ?? 60_000,
    });
    children.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
    });
    child.on('error', (error) => {
      stderr += String(error);
    });
    child.on('close', (code) => {
      children.delete(child);
      resolve({ code, stdout, stderr });
    });
    child.stdin.end(options.input ?? '');
  });
}

const node = (args: string[], cwd: string, options: { env?: Record<string, string>; input?: string } = {}) =>
  run(process.execPath, args, { cwd, ...options });

/** A port nothing listens on now (the API is started on it and says when it listens). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The names of `node --test` results (TAP), passed and failed. */
function tapResults(output: string) {
  const lines = output.split('\n');
  const named = (prefix: RegExp) =>
    lines.flatMap((line) => {
      const match = prefix.exec(line);
      return match?.[1] ? [match[1].trim()] : [];
    });
  return { passed: named(/^ok \d+ - (.*)$/), failed: named(/^not ok \d+ - (.*)$/) };
}

function filesUnder(dir: string, base = ''): string[] {
  return readdirSync(join(dir, base), { withFileTypes: true }).flatMap((entry) => {
    const path = base ? `${base}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(dir, path) : [path];
  });
}

/** Paths a text names in code spans and code blocks (`src/app.js`, `solution/`, `README.md`). */
function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((m) => m[1] ?? '');
  const blocks = [...markdown.matchAll(/```[a-z]*\n([\s\S]*?)```/g)].flatMap((m) => (m[1] ?? '').split(/\s+/));
  const path = /^(?:[\w.-]+\/)*[\w-]+\.(?:html|css|js|mjs|ts|tsx|json|md)$|^(?:[\w-]+\/)+$/;
  return [...new Set([...spans.flatMap((s) => s.split(/\s+/)), ...blocks].filter((t) => path.test(t)))];
}

/** The scripts a text tells the buyer to run: `npm run x`, `npm test`, `npm start`. */
function npmScripts(markdown: string): string[] {
  const found = [...markdown.matchAll(/npm (run [\w:-]+|test|start)\b/g)].map((m) => (m[1] ?? '').replace(/^run /, ''));
  return [...new Set(found)];
}

const version = (v: string) => v.split('.').map(Number) as [number, number?];
const atLeast = (v: string, min: string) => {
  const [a, b = 0] = version(v);
  const [c, d = 0] = version(min);
  return a > c || (a === c && b >= d);
};

/**
 * What a text says about the Node.js version ("Node.js 22.12 or newer", "Node 22+",
 * "Node.js 20.19+ or 22.12+") against what the tools need: a claim must not promise a version
 * the tools refuse.
 */
function wrongNodeClaims(text: string, needs: string[] | undefined): string[] {
  const claims = [
    ...text.matchAll(
      /Node(?:\.js)?\s+v?(\d+(?:\.\d+)?)(?:\+|\s+or\s+(?:newer|later))(?:\s*(?:or|,)\s*(\d+(?:\.\d+)?)\+)?/g,
    ),
  ];
  if (claims.length && !needs) return claims.map((c) => `${c[0]} (no requirement known for this product)`);
  return claims.flatMap((claim) => {
    const mins = [claim[1], claim[2]].filter((v): v is string => Boolean(v));
    const last = mins[mins.length - 1]!;
    // Every line from the claim's last minimum on must be accepted, and each minimum must meet its line's need.
    const ok =
      atLeast(last, needs![needs!.length - 1]!) &&
      mins.every((min) => {
        const line = needs!.find((need) => version(need)[0] === version(min)[0]);
        return line ? atLeast(min, line) : atLeast(min, needs![needs!.length - 1]!);
      });
    return ok ? [] : [`"${claim[0]}" but the tools need ${needs!.join(' or ')}`];
  });
}

/** Runs in a child process beside the products: jsdom and parse5 from the repository's node_modules. */
const DOM_CHECK = String.raw`
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Script } from 'node:vm';
import { JSDOM } from 'jsdom';
import { parse } from 'parse5';

const [mode, dir] = process.argv.slice(2);
const read = (file) => readFileSync(join(dir, file), 'utf8');
const out = {};

if (mode === 'html') {
  const htmlFiles = (base) => readdirSync(join(dir, base), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? htmlFiles(join(base, e.name)) : e.name.endsWith('.html') ? [join(base, e.name)] : []);
  for (const file of htmlFiles('')) {
    const html = read(file);
    const parseErrors = [];
    parse(html, { onParseError: (e) => parseErrors.push(e.code + ' at line ' + e.startLine) });
    const { document } = new JSDOM(html).window;
    const refs = [...document.querySelectorAll('link[href], script[src], img[src], source[src], a[href]')]
      .map((el) => el.getAttribute('href') ?? el.getAttribute('src'));
    const missing = refs
      .filter((ref) => ref && !/^(?:[a-z][a-z+.-]*:|#|\/\/)/i.test(ref))
      .filter((ref) => {
        const path = ref.split(/[?#]/)[0];
        return !existsSync(path.startsWith('/') ? join(dir, path) : join(dir, dirname(file), path));
      });
    const inlineErrors = [];
    for (const script of document.querySelectorAll('script:not([src])')) {
      try { new Script(script.textContent); } catch (error) { inlineErrors.push(error.message); }
    }
    const moduleScripts = [...document.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src') ?? 'inline');
    out[file] = { parseErrors, missing, inlineErrors, moduleScripts, lang: document.documentElement.lang, title: document.title };
  }
}

if (mode === 'todo') {
  const { window } = new JSDOM(read('index.html'), { url: 'http://localhost/', runScripts: 'outside-only' });
  const { document } = window;
  window.eval(read('app.js'));
  const form = document.getElementById('new-task');
  const field = document.getElementById('title');
  const submit = (text) => {
    field.value = text;
    form.dispatchEvent(new window.Event('submit', { bubbles: true, cancelable: true }));
  };
  const state = () => ({
    items: [...document.querySelectorAll('#tasks li')].map((li) => li.textContent.trim()),
    left: document.getElementById('left').textContent,
    problem: document.getElementById('problem').textContent,
    field: field.value,
  });
  out.start = state();
  submit('   ');
  out.empty = state();
  submit('Buy milk');
  out.one = state();
  submit('Call Sam');
  out.two = state();
  out.stored = Object.keys(window.localStorage);
}

if (mode === 'pricing') {
  const page = (checkYearly) => {
    const { window } = new JSDOM(read('index.html'), { url: 'http://localhost/', runScripts: 'outside-only' });
    // A reload can restore the chosen radio button before the script runs.
    if (checkYearly) window.document.querySelector('input[value="yearly"]').checked = true;
    return window;
  };
  const price = (window) => window.document.querySelector('.plan.featured .price').textContent;
  const choose = (window, value) => {
    const input = window.document.querySelector('input[value="' + value + '"]');
    input.checked = true;
    input.dispatchEvent(new window.Event('change', { bubbles: true }));
  };
  const plain = page(false);
  out.withoutScript = price(plain);
  plain.eval(read('pricing.js'));
  out.start = price(plain);
  choose(plain, 'yearly');
  out.yearly = price(plain);
  choose(plain, 'monthly');
  out.monthly = price(plain);
  const restored = page(true);
  restored.eval(read('pricing.js'));
  out.restoredYearly = price(restored);
}

if (mode === 'portfolio') {
  const { window } = new JSDOM(read('index.html'), { url: 'http://localhost/', runScripts: 'dangerously' });
  out.year = window.document.getElementById('year').textContent;
}

process.stdout.write(JSON.stringify(out));
`;

describe('marketplace products', () => {
  let root: string;
  const dirOf = (slug: string) => join(root, slug);
  const read = (slug: string, file: string) => readFileSync(join(dirOf(slug), file), 'utf8');
  const packageJson = (slug: string) =>
    JSON.parse(read(slug, 'package.json')) as {
      scripts?: Record<string, string>;
      engines?: { node?: string };
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
  const domCheck = async <T>(mode: string, slug: string): Promise<T> => {
    const result = await node(['dom-check.mjs', mode, dirOf(slug)], root);
    if (result.code !== 0) throw new Error(`dom-check ${mode} ${slug}: ${result.stderr}`);
    return JSON.parse(result.stdout) as T;
  };
  /** Started in beforeAll so the two compilers run side by side; awaited by their tests. */
  let nestBuild: Promise<Run>;
  let reactTypes: Promise<Run>;

  beforeAll(() => {
    root = mkdtempSync(join(BACKEND, '.product-check-'));
    for (const product of PRODUCTS) {
      for (const [name, bytes] of Object.entries(unzipSync(shippedArchive(product.slug).bytes))) {
        const path = join(root, name);
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, bytes);
      }
    }
    writeFileSync(join(root, 'dom-check.mjs'), DOM_CHECK);
    // The React starter's sources and its vite.config.ts (which the starter's tsconfig leaves out).
    const react = dirOf('react-vite-starter');
    writeFileSync(
      join(react, 'tsconfig.check.json'),
      JSON.stringify({ extends: './tsconfig.json', include: ['src', 'vite.config.ts'] }),
    );
    nestBuild = node([TSC, '-p', 'tsconfig.json'], dirOf('nestjs-api-starter'));
    reactTypes = node([TSC, '-p', 'tsconfig.check.json'], react);
  });

  afterAll(() => {
    for (const child of children) child.kill();
    rmSync(root, { recursive: true, force: true });
  });

  describe.each(PRODUCTS.map((p) => [p.slug, p] as const))('%s', (slug, product) => {
    it('ships the files, scripts and Node.js version its page and README promise', () => {
      const dir = dirOf(slug);
      const files = filesUnder(dir);
      expect(files).toEqual(expect.arrayContaining(['README.md', 'LICENSE']));
      expect(read(slug, 'LICENSE')).toMatch(/^MIT License\n/);
      expect(product.license).toBe('MIT');
      const readme = read(slug, 'README.md');
      const texts = `${product.summary}\n${product.descriptionMd}\n${readme}`;
      const missing = namedPaths(texts).filter(
        (path) =>
          !(TO_CREATE[slug] ?? []).includes(path) &&
          !/^(?:dist|node_modules)\//.test(path) &&
          !existsSync(join(dir, path)),
      );
      expect(missing).toEqual([]);
      const hasPackage = files.includes('package.json');
      if (hasPackage) {
        const pkg = packageJson(slug);
        const scripts = Object.keys(pkg.scripts ?? {});
        expect(npmScripts(texts).filter((s) => !scripts.includes(s))).toEqual([]);
        const engines = pkg.engines?.node;
        if (engines) for (const need of NODE_NEEDS[slug] ?? []) expect(engines).toContain(need);
      } else {
        expect(npmScripts(texts)).toEqual([]);
      }
      expect(wrongNodeClaims(texts, NODE_NEEDS[slug])).toEqual([]);
      // Every JSON file parses.
      for (const file of files.filter((f) => f.endsWith('.json')))
        expect(() => JSON.parse(read(slug, file))).not.toThrow();
    });

    it('declares every package its code imports (and its types, for TypeScript)', () => {
      const dir = dirOf(slug);
      const files = filesUnder(dir).filter((f) => /\.(?:m?js|tsx?)$/.test(f));
      if (!existsSync(join(dir, 'package.json'))) {
        // Static pages: no packages at all.
        for (const file of files)
          expect(`${file}: ${/^\s*import\s.*from\s/m.test(read(slug, file))}`).toBe(`${file}: false`);
        return;
      }
      const pkg = packageJson(slug);
      const declared = new Set(Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }));
      const undeclared = new Set<string>();
      for (const file of files) {
        const code = read(slug, file);
        const typescript = /\.tsx?$/.test(file);
        const imports = [
          ...[...code.matchAll(/^\s*import\s+(type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm)].map((m) => ({
            specifier: m[2] ?? '',
            typeOnly: Boolean(m[1]),
          })),
          ...[...code.matchAll(/<reference types="([^"]+)"/g)].map((m) => ({ specifier: m[1] ?? '', typeOnly: true })),
        ];
        for (const { specifier, typeOnly } of imports) {
          if (specifier.startsWith('.') || specifier.startsWith('/')) continue;
          if (specifier.startsWith('node:')) {
            if (typescript && !declared.has('@types/node')) undeclared.add(`@types/node (${file})`);
            continue;
          }
          const parts = specifier.split('/');
          const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
          // A type-only import needs only the types (express comes with @nestjs/platform-express).
          if (!typeOnly && !declared.has(name)) undeclared.add(`${name} (${file})`);
          if (!typescript) continue;
          // A package without its own types needs @types/<name> (express, react, react-dom).
          const home = join(NODE_MODULES, name);
          const installed = JSON.parse(readFileSync(join(home, 'package.json'), 'utf8')) as Record<string, unknown>;
          const entry = JSON.stringify(installed.exports ?? installed.main ?? 'index.js').match(
            /\.\/[\w./-]+\.m?js/,
          )?.[0];
          const ownTypes =
            Boolean(installed.types ?? installed.typings) ||
            existsSync(join(home, 'index.d.ts')) ||
            JSON.stringify(installed.exports ?? '').includes('"types"') ||
            (entry !== undefined && existsSync(join(home, entry.replace(/\.(m?)js$/, '.d.$1ts'))));
          const typesName = `@types/${name.replace(/^@/, '').replace('/', '__')}`;
          if (!ownTypes && !declared.has(typesName)) undeclared.add(`${typesName} (${file})`);
        }
      }
      expect([...undeclared]).toEqual([]);
    });

    it('has JavaScript files that parse', async () => {
      const scripts = filesUnder(dirOf(slug)).filter((f) => /\.m?js$/.test(f));
      for (const file of scripts) {
        const result = await node(['--check', file], dirOf(slug));
        expect(`${file}: ${result.stderr}`).toBe(`${file}: `);
      }
    });
  });

  describe('static pages', () => {
    const STATIC = [
      'developer-portfolio-template',
      'plain-css-ui-kit',
      'saas-landing-page-template',
      'vanilla-js-todo-project',
      'react-vite-starter',
    ];
    interface HtmlReport {
      parseErrors: string[];
      missing: string[];
      inlineErrors: string[];
      moduleScripts: string[];
      lang: string;
      title: string;
    }

    it.each(STATIC)('%s: its HTML parses, names only files it ships, and opens from disk', async (slug) => {
      const report = await domCheck<Record<string, HtmlReport>>('html', slug);
      expect(Object.keys(report).length).toBeGreaterThan(0);
      for (const [file, page] of Object.entries(report)) {
        expect({ file, ...page, lang: page.lang.length > 1, title: page.title.length > 0 }).toEqual({
          file,
          parseErrors: [],
          missing: [],
          inlineErrors: [],
          // Opened as a file (the READMEs say so), a browser refuses module scripts (CORS from origin "null"):
          // only Vite's index.html, served by Vite, may use one.
          moduleScripts: slug === 'react-vite-starter' ? ['/src/main.tsx'] : [],
          lang: true,
          title: true,
        });
      }
    });

    it('the portfolio fills in the year and keeps the TODO markers its page promises', async () => {
      const { year } = await domCheck<{ year: string }>('portfolio', 'developer-portfolio-template');
      expect(year).toBe(String(new Date().getFullYear()));
      expect(read('developer-portfolio-template', 'index.html')).toContain('TODO');
      const css = read('developer-portfolio-template', 'styles.css');
      expect(css).toContain('prefers-color-scheme: dark');
      expect(css).toContain('@media print');
    });

    it('the UI kit demo shows every component the stylesheet defines, with the documented tokens', () => {
      const css = read('plain-css-ui-kit', 'ui.css');
      const demo = read('plain-css-ui-kit', 'demo.html');
      const components = ['btn', 'btn-primary', 'btn-danger', 'input', 'select', 'textarea', 'hint', 'error-text'];
      const more = ['card', 'alert', 'alert-success', 'alert-warning', 'alert-danger', 'badge', 'navbar', 'grid'];
      for (const name of [...components, ...more]) {
        expect(`${name}: ${css.includes(`.${name}`)}`).toBe(`${name}: true`);
        expect(`${name}: ${new RegExp(`class="[^"]*\\b${name}\\b`).test(demo)}`).toBe(`${name}: true`);
      }
      // Every class the demo uses is styled.
      const used = new Set([...demo.matchAll(/class="([^"]+)"/g)].flatMap((m) => (m[1] ?? '').split(/\s+/)));
      expect([...used].filter((name) => !css.includes(`.${name}`))).toEqual([]);
      for (const token of ['--ui-accent', '--ui-radius', '--ui-font']) expect(css).toContain(`${token}:`);
      expect(css).toContain('prefers-reduced-motion');
      expect(css).toContain(':focus-visible');
      // The size the README states ("about N kB") is the file's.
      const stated = /about (\d+) kB/.exec(read('plain-css-ui-kit', 'README.md'));
      expect(stated).not.toBeNull();
      expect(
        Math.abs(statSync(join(dirOf('plain-css-ui-kit'), 'ui.css')).size / 1000 - Number(stated![1])),
      ).toBeLessThan(1);
    });

    it('the UI kit meets WCAG AA contrast in both schemes, as its page says (text 4.5:1, field borders 3:1)', () => {
      const css = read('plain-css-ui-kit', 'ui.css');
      const schemes = [...css.matchAll(/:root\s*\{([^}]*)\}/g)].map((m) =>
        Object.fromEntries([...(m[1] ?? '').matchAll(/--ui-([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((t) => [t[1], t[2]])),
      );
      expect(schemes).toHaveLength(2);
      const light = schemes[0]!;
      const luminance = (hex: string) => {
        const [r, g, b] = [1, 3, 5].map((i) => {
          const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        }) as [number, number, number];
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const ratio = (a: string, b: string) => {
        const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
        return (hi + 0.05) / (lo + 0.05);
      };
      const low: string[] = [];
      for (const [index, dark] of schemes.entries()) {
        const token = (name: string) => dark[name] ?? light[name] ?? '';
        const pairs: [string, string, number][] = [
          ['text', 'bg', 4.5],
          ['text', 'surface', 4.5],
          ['muted', 'bg', 4.5],
          ['muted', 'surface', 4.5],
          ['accent-text', 'accent', 4.5],
          ['bg', 'danger', 4.5],
          ['accent', 'bg', 4.5],
          ['control', 'bg', 3],
          ['control', 'surface', 3],
        ];
        for (const [fg, bg, min] of pairs) {
          const r = ratio(token(fg), token(bg));
          if (!(r >= min)) low.push(`${index ? 'dark' : 'light'} --ui-${fg} on --ui-${bg}: ${r.toFixed(2)}`);
        }
      }
      expect(low).toEqual([]);
      expect(css).toMatch(/\.input, \.select, \.textarea \{[^}]*border: 1px solid var\(--ui-control\)/);
    });

    it('the landing page switches the price, shows monthly prices without JavaScript and follows a restored choice', async () => {
      const prices = await domCheck<Record<string, string>>('pricing', 'saas-landing-page-template');
      expect(prices).toEqual({
        withoutScript: '$8 / month',
        start: '$8 / month',
        yearly: '$80 / year',
        monthly: '$8 / month',
        restoredYearly: '$80 / year',
      });
      expect(read('saas-landing-page-template', 'styles.css')).toMatch(/--brand:/);
      expect(read('saas-landing-page-template', 'index.html')).toContain('TODO');
      expect(read('saas-landing-page-template', 'index.html')).toMatch(/<details>/);
    });

    it('the to-do starter does steps 1 and 2 and leaves steps 3 to 6 to the learner, as its texts say', async () => {
      const slug = 'vanilla-js-todo-project';
      const app = await domCheck<Record<string, unknown>>('todo', slug);
      expect(app).toEqual({
        start: { items: [], left: '0 tasks left', problem: '', field: '' },
        empty: { items: [], left: '0 tasks left', problem: 'Write a task first.', field: '   ' },
        one: { items: ['Buy milk'], left: '1 task left', problem: '', field: '' },
        two: { items: ['Buy milk', 'Call Sam'], left: '2 tasks left', problem: '', field: '' },
        // Step 5 (persist) is the learner's: the starter keeps nothing.
        stored: [],
      });
      const code = read(slug, 'app.js');
      expect(code).not.toMatch(/localStorage/);
      expect(code).not.toMatch(/type="checkbox"|'checkbox'/);
      expect(code).toMatch(/steps 1 and 2 are done; steps 3 to 6 are yours/i);
      expect(PRODUCTS.find((p) => p.slug === slug)!.descriptionMd).toMatch(/Steps 1 and 2 are done/);
    });
  });

  describe('node-cli-starter', () => {
    const cwd = () => dirOf('node-cli-starter');

    it('passes its own tests (npm test: node --test)', async () => {
      expect(packageJson('node-cli-starter').scripts?.test).toBe('node --test');
      const result = await node(['--test', '--test-reporter=tap'], cwd());
      const { passed, failed } = tapResults(result.stdout);
      expect({ code: result.code, failed }).toEqual({ code: 0, failed: [] });
      expect(passed.length).toBeGreaterThanOrEqual(2);
    });

    it('runs wordcount as its README shows, with the exit codes it promises and no colours in a pipe', async () => {
      const file = await node(['bin/wordcount.js', 'README.md'], cwd());
      expect(file.code).toBe(0);
      expect(file.stdout).toMatch(/^\s+\d+\s+\d+\s+\d+ README\.md\n$/);
      const piped = await node(['bin/wordcount.js', '--words'], cwd(), { input: 'one two\nthree\n' });
      expect(piped).toEqual({ code: 0, stdout: '      3\n', stderr: '' });
      const help = await node(['bin/wordcount.js', '--help'], cwd());
      expect(help.code).toBe(0);
      expect(help.stdout).toMatch(/^Usage: wordcount/);
      expect((await node(['bin/wordcount.js', '--nope'], cwd())).code).toBe(2);
      expect((await node(['bin/wordcount.js', 'missing.txt'], cwd())).code).toBe(1);
    });
  });

  describe('express-rest-api-project', () => {
    const cwd = () => dirOf('express-rest-api-project');

    it('starts with only goal 1 done: the tests of the learner goals fail, the first passes', async () => {
      expect(packageJson('express-rest-api-project').scripts?.test).toBe('node --test');
      const result = await node(['--test', '--test-reporter=tap'], cwd());
      const { passed, failed } = tapResults(result.stdout);
      expect(result.code).not.toBe(0);
      expect(passed).toEqual(['lists no tasks at first']);
      expect(failed).toHaveLength(4);
      for (const name of failed) expect(name).toMatch(/\(goals? \d/);
    });

    it('passes every test with the solution in place of src/app.js', async () => {
      const copy = join(root, 'express-solved');
      for (const file of filesUnder(cwd())) {
        mkdirSync(dirname(join(copy, file)), { recursive: true });
        writeFileSync(join(copy, file), read('express-rest-api-project', file));
      }
      writeFileSync(join(copy, 'src', 'app.js'), read('express-rest-api-project', 'solution/app.js'));
      const result = await node(['--test', '--test-reporter=tap'], copy);
      const { passed, failed } = tapResults(result.stdout);
      expect({ code: result.code, failed }).toEqual({ code: 0, failed: [] });
      expect(passed).toHaveLength(5);
      // README: the solution is the learner's way out, so the solution's start must be the same server.
      expect(read('express-rest-api-project', 'README.md')).toContain('solution/');
    });
  });

  describe('nestjs-api-starter', () => {
    const slug = 'nestjs-api-starter';
    const cwd = () => dirOf(slug);

    it('watches in development with a compiler that emits decorator metadata (not tsx/esbuild)', () => {
      const pkg = packageJson(slug);
      const dev = pkg.scripts?.['start:dev'] ?? '';
      expect(dev).not.toMatch(/\btsx\b|esbuild/);
      expect(dev).toMatch(/nest start --watch|tsc .*--watch/);
      if (dev.includes('nest start')) {
        expect(pkg.devDependencies?.['@nestjs/cli']).toBeDefined();
        expect(JSON.parse(read(slug, 'nest-cli.json'))).toMatchObject({ sourceRoot: 'src' });
      }
      expect(pkg.devDependencies?.tsx).toBeUndefined();
      expect(pkg.scripts?.build).toBe('tsc -p tsconfig.json');
      expect(pkg.scripts?.start).toBe('node dist/main.js');
      expect(JSON.parse(read(slug, 'tsconfig.json')).compilerOptions).toMatchObject({ emitDecoratorMetadata: true });
      expect(read(slug, 'README.md')).toMatch(/decorator metadata/);
    });

    it('compiles with tsc, boots and answers over HTTP: health, notes, validation errors with their field messages', async () => {
      const build = await nestBuild;
      expect(`${build.code} ${build.stdout}${build.stderr}`).toBe('0 ');
      const port = await freePort();
      const server = spawn(process.execPath, ['dist/main.js'], {
        cwd: cwd(),
        env: { PATH: process.env.PATH ?? '', PORT: String(port), NO_COLOR: '1' },
      });
      children.add(server);
      const base = `http://127.0.0.1:${port}`;
      try {
        // main.ts says when it listens; give up (with its log) if it exits or stays silent.
        await new Promise<void>((resolve, reject) => {
          let log = '';
          const silent = setTimeout(() => reject(new Error(`the API never said it listens:\n${log}`)), 30_000);
          server.stdout.on('data', (chunk: Buffer) => {
            log += chunk;
            if (log.includes(`Listening on http://localhost:${port}`)) {
              clearTimeout(silent);
              resolve();
            }
          });
          server.stderr.on('data', (chunk: Buffer) => {
            log += chunk;
          });
          server.on('exit', (code) => {
            clearTimeout(silent);
            reject(new Error(`the API exited (${code}):\n${log}`));
          });
        });
        const post = (body: unknown) =>
          fetch(`${base}/notes`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
        const health = await fetch(`${base}/health`);
        expect(health.status).toBe(200);
        expect(await health.json()).toMatchObject({ status: 'ok' });
        const created = await post({ text: 'Buy milk' });
        expect(created.status).toBe(201);
        const note = (await created.json()) as { id: string; text: string };
        expect(note.text).toBe('Buy milk');
        expect(await (await fetch(`${base}/notes`)).json()).toEqual([expect.objectContaining({ id: note.id })]);
        const empty = await post({ text: '' });
        expect(empty.status).toBe(400);
        const emptyBody = (await empty.json()) as { message: string; errors: string[] };
        expect(emptyBody).toEqual({
          statusCode: 400,
          code: 'BAD_REQUEST',
          message: expect.stringContaining('text must be longer than or equal to 1 characters'),
          errors: ['text must be longer than or equal to 1 characters'],
        });
        const unknown = await post({ text: 'ok', owner: 'me' });
        expect(await unknown.json()).toMatchObject({ statusCode: 400, errors: ['property owner should not exist'] });
        const gone = await fetch(`${base}/notes/${randomUUID()}`, { method: 'DELETE' });
        expect({ status: gone.status, body: await gone.json() }).toEqual({
          status: 404,
          body: { statusCode: 404, code: 'NOT_FOUND', message: 'There is no note with this id.' },
        });
        expect((await fetch(`${base}/notes/${note.id}`, { method: 'DELETE' })).status).toBe(204);
        expect((await fetch(`${base}/docs`)).status).toBe(200);
      } finally {
        server.kill();
      }
    }, 120_000);

    it('passes its own end-to-end test (node --test against the compiled app)', async () => {
      expect((await nestBuild).code).toBe(0);
      expect(packageJson(slug).scripts?.['test:e2e']).toMatch(/node --test/);
      const result = await node(['--test', '--test-reporter=tap'], cwd(), { env: { NO_COLOR: '1' } });
      const { passed, failed } = tapResults(result.stdout);
      expect({ code: result.code, failed, stderr: result.stderr }).toEqual({ code: 0, failed: [], stderr: '' });
      expect(passed.length).toBeGreaterThanOrEqual(5);
    }, 120_000);
  });

  describe('react-vite-starter', () => {
    const slug = 'react-vite-starter';

    it('typechecks (sources and vite.config.ts) with TypeScript', async () => {
      const result = await reactTypes;
      expect(`${result.code} ${result.stdout}${result.stderr}`).toBe('0 ');
    }, 120_000);

    it('passes its own Vitest test and has the pages its page promises', async () => {
      expect(packageJson(slug).scripts?.test).toBe('vitest run');
      const result = await node([VITEST, 'run'], dirOf(slug), { env: { NO_COLOR: '1', CI: '1' } });
      expect(`${result.code} ${result.stdout.includes('1 passed')}`).toBe('0 true');
      const app = read(slug, 'src/App.tsx');
      expect(app).toContain('path="/about"');
      expect(app).toContain('path="*"');
      const deps = { ...packageJson(slug).dependencies, ...packageJson(slug).devDependencies };
      // Testing Library's DOM part is a peer dependency of @testing-library/react 16: named, not left to chance.
      for (const name of [
        'react',
        'react-dom',
        'react-router',
        'vite',
        'vitest',
        '@testing-library/react',
        '@testing-library/dom',
      ])
        expect(`${name}: ${Boolean(deps[name])}`).toBe(`${name}: true`);
    }, 120_000);
  });
});
