/**
 * Build-time entry (server-side rendering in Node, never shipped to browsers):
 * renders the shell with the home page, signed out, as static HTML that
 * scripts/prerender.mjs writes into dist/index.html. The browser shows it
 * at once on "/", then React renders the live app in its place.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { RootLayout } from './app/layout/RootLayout';
import { cssVariablesResolver, theme } from './app/theme';
import { HomePage } from './features/home/routes/HomePage';
import { createQueryClient } from './lib/api/query';
import { SessionProvider } from './lib/session/SessionProvider';

export async function renderHomePage(): Promise<string> {
  const routes: RouteObject[] = [{ element: <RootLayout />, children: [{ index: true, element: <HomePage /> }] }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`Prerendering / answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={createQueryClient()}>
        <SessionProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
