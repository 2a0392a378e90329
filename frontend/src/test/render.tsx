import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { routes as appRoutes } from '../app/routes';
import { cssVariablesResolver, theme } from '../app/theme';
import { createQueryClient } from '../lib/api/query';
import { SessionProvider } from '../lib/session';

export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <QueryClientProvider client={createQueryClient()}>
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** Renders the app's route table (or other routes) at `path` in a memory router. */
export function renderRoute(path: string, { routes = appRoutes }: { routes?: RouteObject[] } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router };
}
