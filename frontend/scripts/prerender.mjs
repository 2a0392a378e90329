// After `vite build`: renders the home page to static HTML (src/prerender.tsx,
// bundled for Node by Vite) and puts it inside <div id="root"> of
// dist/index.html, so the landing page paints before any JavaScript runs.
// dist/index.html is also the SPA fallback for every other path: there the
// stylesheet hides the static home page (html[data-path] is set by the tiny
// blocking script /route-flag.js) and the page stays blank until the app
// renders, as without prerendering.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = fileURLToPath(new URL('../node_modules/.cache/devpath-prerender/', import.meta.url));
const indexPath = `${root}dist/index.html`;

await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, copyPublicDir: false, minify: false },
});

const { renderHomePage } = await import(pathToFileURL(`${outDir}prerender.js`).href);
let markup = await renderHomePage();
// The page must work under a Content-Security-Policy without inline scripts.
markup = markup.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
await rm(outDir, { recursive: true, force: true });

const html = await readFile(indexPath, 'utf8');
const emptyRoot = '<div id="root"></div>';
if (!html.includes(emptyRoot)) throw new Error('dist/index.html has no empty <div id="root"></div>');
await writeFile(indexPath, html.replace(emptyRoot, `<div id="root"><div data-prerendered="home">${markup}</div></div>`));
console.log(`prerendered / into dist/index.html (${(markup.length / 1024).toFixed(1)} kB of HTML)`);
