import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

/**
 * Social crawlers need absolute image URLs. With SITE_URL set at build time
 * (e.g. https://devpath.example) the Open Graph / Twitter image URLs become
 * absolute and og:url is added; without it they stay site-relative. Pages get
 * it as __SITE_URL__ for their canonical URL (src/components/PageMeta.tsx).
 */
const siteUrl = (process.env.SITE_URL ?? '').replace(/\/+$/, '');

function absoluteSocialUrls(): Plugin {
  return {
    name: 'devpath-absolute-social-urls',
    transformIndexHtml(html) {
      if (!siteUrl) return html;
      return html
        .replaceAll('content="/og-image.png"', `content="${siteUrl}/og-image.png"`)
        .replace(
          '<meta property="og:type"',
          `<meta property="og:url" content="${siteUrl}/" />\n    <meta property="og:type"`,
        );
    },
  };
}

const apiProxy = {
  '/api': {
    target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000',
    changeOrigin: false,
  },
};

export default defineConfig({
  plugins: [react(), absoluteSocialUrls()],
  define: { __SITE_URL__: JSON.stringify(siteUrl) },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // A lazy page's import() loads its stylesheets first (without them it would paint unstyled),
    // and its scripts as the browser meets their imports: the list of every page's script chunks
    // sat in the first page's JavaScript (about 2 kB gzip, growing with each page), for a head
    // start the intent prefetch (app/intentPrefetch.ts) already gives on hover and focus.
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')) },
    // Which chunks and stylesheets each page needs: scripts/prerender.mjs links them
    // from the page's prerendered HTML file, then deletes the manifest.
    manifest: true,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    css: false,
    // Whole-page tests type into Mantine forms in jsdom; on a loaded 2-core machine one can take
    // several seconds (15 s once, with other suites running). Speed is measured by the benchmarks;
    // the timeout only catches a hang.
    testTimeout: 60_000,
    // Test files share their worker's module cache (jsdom, Mantine, React are imported once per
    // worker, not once per file): 108 s of CPU for the suite instead of 258 s. What a file could
    // leave behind is reset after every test (src/test/setup.ts: DOM, session stores, storage,
    // title; restoreMocks, unstubGlobals), and the suite passes with its files shuffled
    // (`npx vitest run --sequence.shuffle.files --sequence.seed=N`).
    isolate: false,
    // Two workers on the 2-core machines: Vitest's default leaves one core for the main process
    // (one worker here), and the files ran one after another (91 s; 51 s with two).
    maxWorkers: 2,
  },
});
