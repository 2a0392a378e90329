/**
 * Build-time entry (server-side rendering in Node, never shipped to browsers):
 * renders the app's own route table, signed out, as static HTML for the public
 * pages below. scripts/prerender.mjs writes each into its HTML file
 * (dist/index.html for "/", dist/about/index.html for "/about", ...); the
 * browser shows it at once, then React renders the live app in its place
 * (src/main.tsx).
 */
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { pages, type PageKey } from './app/lazyPages';
import { routes } from './app/routes';
import { cssVariablesResolver, theme } from './app/theme';
import { createQueryClient } from './lib/api/query';
import { pathTo, type PathKey } from './lib/paths';
import { SessionProvider } from './lib/session/SessionProvider';
import { SessionStore } from './lib/session/store';

export interface PrerenderedPage {
  path: string;
  /** The page's key in the route table (src/app/lazyPages.ts); the app awaits its chunk before replacing the static page. */
  page: PageKey;
  /** That page's module, as Vite's manifest names it: its chunk and stylesheets are linked from the HTML file. */
  module: string;
  /** The page reads the query string (the register tab of /auth?tab=register): the static page applies only without one. */
  readsQuery?: boolean;
}

/**
 * Public top-level pages that look the same to every signed-out visitor. A page
 * that depends on the user, on server data or on URL parameters does not belong
 * here: the build fails when a page renders a loading state instead of content.
 */
const prerendered: (Omit<PrerenderedPage, 'path' | 'page'> & { page: PathKey })[] = [
  { page: 'home', module: 'src/features/home/routes/HomePage.tsx' },
  { page: 'about', module: 'src/features/about/routes/AboutPage.tsx' },
  { page: 'documentation', module: 'src/features/documentation/routes/DocumentationPage.tsx' },
  { page: 'privacyPolicy', module: 'src/features/legal/routes/PrivacyPolicyPage.tsx' },
  { page: 'termsOfService', module: 'src/features/legal/routes/TermsOfServicePage.tsx' },
  { page: 'auth', module: 'src/features/auth/routes/AuthPage.tsx', readsQuery: true },
  // The catalog's frame (heading, search, filters) paints before the app runs; the list is server data the app fetches.
  { page: 'roadmaps', module: 'src/features/roadmaps/routes/RoadmapsPage.tsx', readsQuery: true },
  { page: 'bootcamps', module: 'src/features/roadmaps/routes/RoadmapsPage.tsx', readsQuery: true },
  { page: 'resources', module: 'src/features/resources/routes/ResourcesPage.tsx', readsQuery: true },
  { page: 'blog', module: 'src/features/blog/routes/BlogPage.tsx', readsQuery: true },
  { page: 'marketplace', module: 'src/features/marketplace/routes/MarketplacePage.tsx', readsQuery: true },
  { page: 'practice', module: 'src/features/practice/routes/PracticePage.tsx', readsQuery: true },
  { page: 'verifyCertificate', module: 'src/features/certificates/routes/VerifyCertificatePage.tsx' },
  // The public forms (issue 15): policy text and empty forms, no server data before a submission.
  { page: 'reportBug', module: 'src/features/reports/routes/ReportBugPage.tsx' },
  { page: 'securityReports', module: 'src/features/reports/routes/SecurityReportsPage.tsx' },
  { page: 'contact', module: 'src/features/reports/routes/ContactPage.tsx', readsQuery: true },
  // Membership (issue 16): the tiers and the feature table paint first; prices are server data.
  { page: 'pricing', module: 'src/features/payments/routes/PricingPage.tsx' },
  { page: 'premium', module: 'src/features/payments/routes/PremiumPage.tsx' },
];

export const prerenderedPages: PrerenderedPage[] = prerendered.map((entry) => ({ ...entry, path: pathTo(entry.page) }));

/**
 * The page at `path` as a signed-out visitor sees it: the shell and the page,
 * with the document metadata the page renders (<title>, <meta>, <link>) first,
 * as React emits hoistable elements ahead of the markup.
 */
export async function renderPage({ path, page }: PrerenderedPage): Promise<string> {
  // A loaded lazy page renders at once instead of suspending (src/app/lazyPage.tsx).
  await pages[page].preload();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`Prerendering ${path} answered ${context.status}`);
  if (context.errors) throw new Error(`Prerendering ${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // A store of its own that never reads browser storage: always signed out.
  const store = new SessionStore({ notify: () => undefined });
  return renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={createQueryClient()}>
        <SessionProvider store={store}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
