import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

/**
 * Social crawlers need absolute image URLs. With SITE_URL set at build time
 * (e.g. https://devpath.example) the Open Graph / Twitter image URLs become
 * absolute and og:url is added; without it they stay site-relative.
 */
function absoluteSocialUrls(): Plugin {
  const siteUrl = (process.env.SITE_URL ?? '').replace(/\/+$/, '');
  return {
    name: 'devpath-absolute-social-urls',
    transformIndexHtml(html) {
      if (!siteUrl) return html;
      return html
        .replaceAll('content="/og-image.png"', `content="${siteUrl}/og-image.png"`)
        .replace('<meta property="og:type"', `<meta property="og:url" content="${siteUrl}/" />\n    <meta property="og:type"`);
    },
  };
}

const apiProxy = {
  '/api': {
    target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000',
    changeOrigin: false,
  },
};

/**
 * The home page is a lazy chunk like every route, which would cost a second
 * round trip before the landing page can render. Preload it from index.html so
 * it downloads in parallel with the entry script, and link its (small)
 * stylesheet, which the home page prerendered into index.html needs at first
 * paint (scripts/prerender.mjs).
 */
function preloadHomeChunk(): Plugin {
  return {
    name: 'devpath-preload-home-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const home = Object.values(ctx.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isDynamicEntry && output.name === 'HomePage',
        );
        if (!home || home.type !== 'chunk') return [];
        const css = [...(home.viteMetadata?.importedCss ?? [])];
        return [
          { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `/${home.fileName}` }, injectTo: 'head' },
          ...css.map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: '', href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), absoluteSocialUrls(), preloadHomeChunk()],
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    css: false,
  },
});
