import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { colorSchemeManager } from '../app/colorScheme';
import { routes as appRoutes } from '../app/routes';
import { cssVariablesResolver, theme } from '../app/theme';
import { createQueryClient } from '../lib/api/query';
import { SessionProvider } from '../lib/session/SessionProvider';
import { SessionStore } from '../lib/session/store';

export interface TestProviderOptions {
  /** The session store; a fresh, unstarted one (state from localStorage) by default. */
  store?: SessionStore;
  queryClient?: QueryClient;
}

export function TestProviders({ children, store, queryClient }: TestProviderOptions & { children: ReactNode }) {
  // The session keeps the current user in its QueryClient: the app's client is the session's.
  const [client] = useState(() => queryClient ?? store?.queries ?? createQueryClient());
  const [session] = useState(() => store ?? new SessionStore({ notify: () => undefined, queryClient: client }));
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
      env="test"
    >
      <QueryClientProvider client={client}>
        <SessionProvider store={session}>{children}</SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** Renders the app's route table (or other routes) at `path` in a memory router. */
export function renderRoute(
  path: string,
  {
    routes = appRoutes,
    store,
    queryClient,
    state,
  }: { routes?: RouteObject[]; state?: unknown } & TestProviderOptions = {},
) {
  const router = createMemoryRouter(routes, {
    initialEntries: [state === undefined ? path : { pathname: path, state }],
  });
  const result = render(
    <TestProviders store={store} queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router };
}
