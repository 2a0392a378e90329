// After `vite build`: renders the public pages listed in src/prerender.tsx to static HTML
// (bundled for Node by Vite) and writes each into its own copy of dist/index.html, inside
// <div id="root">: dist/index.html for "/", dist/about/index.html for "/about", and so on.
// The backend serves a page's file at exactly its address, so the page paints before any
// JavaScript runs; src/main.tsx then waits for the page's chunk and React renders the live
// app in its place.
//
// Each file also gets the page's stylesheets, its chunk in the list of scripts to load (see
// "The app's scripts" below), and in <head> the page's own title, description and canonical
// URL, marked data-prerendered-head: the live page renders its own and main.tsx removes these. dist/index.html is also the SPA fallback
// for every address without a file of its own: there public/route-flag.js marks
// <html data-path="other">, the stylesheet hides the static home page and the page stays
// blank until the app renders, as without prerendering; its head keeps the home page's
// title and description as the site's defaults, and has no canonical link.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}dist/`;
// The server-side build: this script's renderer (prerender.js, deleted at the end) and the one
// the backend runs at request time for the content pages (ssr.js, src/ssr.tsx). Self-contained
// (noExternal): the backend's image has none of the frontend's packages. A dot directory, which
// the backend never serves as a file.
const SSR_DIR = '.ssr/';
const outDir = `${dist}${SSR_DIR}`;
const manifestPath = `${dist}.vite/manifest.json`;

await build({
  root,
  logLevel: 'warn',
  ssr: { noExternal: true },
  build: {
    ssr: true,
    rolldownOptions: { input: { prerender: 'src/prerender.tsx', ssr: 'src/ssr.tsx' } },
    outDir,
    emptyOutDir: true,
    copyPublicDir: false,
    minify: false,
    manifest: false,
  },
});
const { prerenderedPages, renderPage } = await import(pathToFileURL(`${outDir}prerender.js`).href);
const { serverRenderedModules } = await import(pathToFileURL(`${outDir}ssr.js`).href);

const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
const template = await readFile(`${dist}index.html`, 'utf8');
const emptyRoot = '<div id="root"></div>';
if (!template.includes(emptyRoot)) throw new Error('dist/index.html has no empty <div id="root"></div>');

/** The page chunk's files beyond what index.html already loads: its static imports and all their stylesheets. */
function assetsOf(module) {
  const chunk = manifest[module];
  if (!chunk?.isDynamicEntry) throw new Error(`${module} is not a lazily loaded page in the Vite manifest`);
  const scripts = new Set();
  const styles = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (scripts.has(entry.file)) return;
    scripts.add(entry.file);
    for (const file of entry.css ?? []) styles.add(file);
    entry.imports?.forEach(visit);
  };
  visit(module);
  const inTemplate = (file) => template.includes(`"/${file}"`);
  return {
    scripts: [...scripts].filter((file) => !inTemplate(file)),
    styles: [...styles].filter((file) => !inTemplate(file)),
  };
}

/**
 * Splits React's output into the hoisted <title>/<meta>/<link> elements and the markup.
 * The values come out HTML-escaped, ready for an attribute.
 */
function splitHead(rendered) {
  const match = rendered.match(/^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)*/);
  const head = match[0];
  const title = head.match(/<title>([^<]*)<\/title>/)?.[1];
  const description = head.match(/<meta name="description" content="([^"]*)"/)?.[1];
  const canonical = head.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
  return { head, title, description, canonical, markup: rendered.slice(head.length) };
}

function setMeta(html, attribute, name, content) {
  const pattern = new RegExp(`(<meta\\s+${attribute}="${name}"\\s+content=")[^"]*(")`);
  return html.replace(pattern, `$1${content}$2`);
}

/**
 * The app's scripts leave the HTML for attributes of <html> that public/route-flag.js reads: it
 * loads them at once where the file's static page does not apply, and only after the first
 * paint where it does. The page needs no script to show, and the app's code (its download and
 * evaluation) must not hold up that paint.
 */
const entryTag = template.match(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/);
if (!entryTag) throw new Error('dist/index.html: no module script found');
const templatePreloads = [...template.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
const templateWithoutScripts = [entryTag, ...templatePreloads].reduce(
  (html, match) => html.replace(match[0], ''),
  template,
);

/** The attributes of <html> that public/route-flag.js loads the app from. */
const appAttributes = (preload) => `data-app-entry="${entryTag[1]}" data-app-preload="${preload.join(' ')}"`;

/**
 * What the backend serves at every address without a file of its own (backend/src/platform/http/spa.ts):
 * the home page's file without the home page. That file used to be served there, its static page
 * hidden, and it had the browser fetch the home page's chunks and stylesheets (33 files) ahead of
 * the page the address shows: on a phone every file costs main-thread time to receive, which
 * Lighthouse counts against that page. The head stays the home page's (the site's title and
 * description until the page renders its own).
 */
const FALLBACK_FILE = 'app-shell.html';
function fallbackShell(homeHtml, homeStyles) {
  const shell = homeStyles
    .reduce((html, file) => html.replace(`\n    <link rel="stylesheet" crossorigin href="/${file}">`, ''), homeHtml)
    .replace(/ data-prerendered-path="[^"]*" data-prerendered-page="[^"]*"(?: data-prerendered-without-query)?/, '')
    .replace(
      /data-app-entry="[^"]*" data-app-preload="[^"]*"/,
      appAttributes(templatePreloads.map((match) => match[1])),
    )
    .replace(/<div id="root">[\s\S]*<\/div>(\s*<\/body>)/, `${emptyRoot}$1`);
  if (/data-prerendered(?:-path|-page|=)|HomePage-/.test(shell) || !shell.includes(emptyRoot)) {
    throw new Error(`${FALLBACK_FILE}: the home page's markup, chunks or stylesheets are still in it`);
  }
  return shell;
}

const written = [];
for (const page of prerenderedPages) {
  const { head, title, description, canonical, markup: rendered } = splitHead(await renderPage(page));
  const markup = rendered
    // The page must work under a Content-Security-Policy without inline scripts.
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    // Forms need the app: until it runs they take no input (which the app's own form would
    // replace) and cannot be submitted (a plain GET would put a password in the address).
    .replace(/<form\b/g, '<form inert=""');
  if (!title || !description) throw new Error(`${page.path} renders no <title> or description (use <PageMeta>)`);
  const main = markup.slice(markup.indexOf('<main'), markup.indexOf('</main>'));
  if (!/<h1[\s>]/.test(main) || main.includes('role="status"')) {
    throw new Error(
      `${page.path} does not render as static content (no heading, or a loading state); remove it from src/prerender.tsx`,
    );
  }
  const isHome = page.path === '/';
  const { scripts, styles } = assetsOf(page.module);

  const preload = [...templatePreloads.map((match) => match[1]), ...scripts.map((file) => `/${file}`)];
  let html = templateWithoutScripts
    .replace(
      /<html\b([^>]*)>/,
      `<html$1 data-prerendered-path="${page.path}" data-prerendered-page="${page.page}"${page.readsQuery ? ' data-prerendered-without-query' : ''}` +
        ` ${appAttributes(preload)}>`,
    )
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, '');
  if (html.includes('<title>') || html.includes('name="description"'))
    throw new Error('index.html: unexpected <title> or description markup');
  // index.html is served for other addresses too: no canonical URL there.
  const pageHead = (isHome ? head.replace(/<link rel="canonical"[^>]*>/, '') : head)
    .replace(/<(title|meta|link)\b/g, '\n    <$1 data-prerendered-head')
    .trimStart();
  html = html.replace(
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    (viewport) => `${viewport}\n    ${pageHead}`,
  );
  if (!isHome) {
    // Link previews of this address (social crawlers run no JavaScript).
    for (const [attribute, name, content] of [
      ['property', 'og:title', title],
      ['name', 'twitter:title', title],
      ['property', 'og:description', description],
      ['name', 'twitter:description', description],
      ['property', 'og:url', canonical],
    ]) {
      if (content) html = setMeta(html, attribute, name, content);
    }
  }
  const links = styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  html = html
    .replace(/\n\s*<\/head>/, (end) => `${links.map((link) => `\n    ${link}`).join('')}${end}`)
    .replace(emptyRoot, `<div id="root"><div data-prerendered="${page.path}">${markup}</div></div>`);

  const file = isHome ? `${dist}index.html` : `${dist}${page.path.slice(1)}/index.html`;
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
  if (isHome) await writeFile(`${dist}${FALLBACK_FILE}`, fallbackShell(html, styles));
  written.push(`${page.path} (${(markup.length / 1024).toFixed(0)} kB)`);
}

// What the backend links from a server-rendered page (src/ssr.tsx): each page's chunks and stylesheets beyond the shell's.
const serverRendered = Object.fromEntries(
  Object.entries(serverRenderedModules).map(([page, module]) => {
    const { scripts, styles } = assetsOf(module);
    return [page, { scripts: scripts.map((file) => `/${file}`), styles: styles.map((file) => `/${file}`) }];
  }),
);
await writeFile(`${outDir}pages.json`, `${JSON.stringify(serverRendered, null, 1)}\n`);
await rm(`${outDir}prerender.js`, { force: true });
await rm(`${dist}.vite`, { recursive: true, force: true });
console.log(`prerendered ${written.length} pages: ${written.join(', ')}`);
