import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { SessionProvider } from '../lib/session/SessionProvider';
import { SessionStore } from '../lib/session/store';
import { routes } from './routes';
import { cssVariablesResolver, theme } from './theme';

/**
 * The app at `url` as a signed-out visitor sees it, for rendering in Node: the build's prerender
 * (src/prerender.tsx) and the backend's server rendering (src/ssr.tsx). `render` renders the
 * shell and the page with `queryClient`'s data, the document metadata the page renders
 * (<title>, <meta>, <link>) first, as React emits hoistable elements ahead of the markup; it can
 * be called again once the client holds more. `failed` says why the router gave no page.
 */
export async function staticApp(
  url: string,
  queryClient: QueryClient,
): Promise<{ render: () => string } | { failed: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return { failed: `answered ${context.status}` };
  if (context.errors) return { failed: `failed: ${JSON.stringify(context.errors)}` };
  const router = createStaticRouter(handler.dataRoutes, context);
  // A store of its own that never reads browser storage: always signed out.
  const store = new SessionStore({ notify: () => undefined });
  return {
    render: () =>
      renderToString(
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <QueryClientProvider client={queryClient}>
            <SessionProvider store={store}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </SessionProvider>
          </QueryClientProvider>
        </MantineProvider>,
      ),
  };
}
