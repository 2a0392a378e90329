/**
 * Build-time entry (server-side rendering in Node, never shipped to browsers):
 * renders the app's own route table, signed out, as static HTML for the public
 * pages below. scripts/prerender.mjs writes each into its HTML file
 * (dist/index.html for "/", dist/about/index.html for "/about", ...); the
 * browser shows it at once, then React renders the live app in its place
 * (src/main.tsx).
 */
import { pages, type PageKey } from './app/lazyPages';
import { staticApp } from './app/staticRender';
import { createQueryClient } from './lib/api/query';
import { pathTo, type PathKey } from './lib/paths';

export interface PrerenderedPage {
  path: string;
  /** The page's key in the route table (src/app/lazyPages.ts); the app awaits its chunk before replacing the static page. */
  page: PageKey;
  /** That page's module, as Vite's manifest names it (from the route table): its chunk and stylesheets are linked from the HTML file. */
  module: string;
  /** The page reads the query string (the register tab of /auth?tab=register): the static page applies only without one. */
  readsQuery?: boolean;
}

/**
 * Public top-level pages that look the same to every signed-out visitor. A page
 * that depends on the user, on server data or on URL parameters does not belong
 * here: the build fails when a page renders a loading state instead of content.
 */
const prerendered: (Omit<PrerenderedPage, 'path' | 'page' | 'module'> & { page: PathKey })[] = [
  { page: 'home' },
  { page: 'about' },
  { page: 'documentation' },
  { page: 'privacyPolicy' },
  { page: 'termsOfService' },
  { page: 'auth', readsQuery: true },
  // The catalog's frame (heading, search, filters) paints before the app runs; the list is server data the app fetches.
  { page: 'roadmaps', readsQuery: true },
  { page: 'bootcamps', readsQuery: true },
  { page: 'resources', readsQuery: true },
  { page: 'blog', readsQuery: true },
  { page: 'marketplace', readsQuery: true },
  { page: 'practice', readsQuery: true },
  { page: 'verifyCertificate' },
  // The public forms (issue 15): policy text and empty forms, no server data before a submission.
  { page: 'reportBug' },
  { page: 'securityReports' },
  { page: 'contact', readsQuery: true },
  // Membership (issue 16): the tiers and the feature table paint first; prices are server data.
  { page: 'pricing' },
  { page: 'premium' },
];

export const prerenderedPages: PrerenderedPage[] = prerendered.map((entry) => ({
  ...entry,
  path: pathTo(entry.page),
  module: pages[entry.page].module,
}));

/**
 * The page at `path` as a signed-out visitor sees it: the shell and the page,
 * with the document metadata the page renders (<title>, <meta>, <link>) first,
 * as React emits hoistable elements ahead of the markup.
 */
export async function renderPage({ path, page }: PrerenderedPage): Promise<string> {
  // A loaded lazy page renders at once instead of suspending (src/app/lazyPage.tsx).
  await pages[page].preload();
  const app = await staticApp(path, createQueryClient());
  if ('failed' in app) throw new Error(`Prerendering ${path} ${app.failed}`);
  return app.render();
}
