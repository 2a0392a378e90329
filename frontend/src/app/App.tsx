import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { queryClient as defaultQueryClient } from '../lib/api/query';
import { SessionProvider } from '../lib/session/SessionProvider';
import { colorSchemeManager } from './colorScheme';
import { DeferredNotifications } from './DeferredNotifications';
import { routes } from './routes';
import { cssVariablesResolver, theme } from './theme';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;
let browserRouter: BrowserRouter | undefined;

/**
 * The app's router, made on first use rather than when this module loads: ranking and
 * matching the route table is a good part of the app's start, and src/main.tsx runs it
 * as a task of its own instead of adding it to the evaluation of the app's modules.
 */
export function appRouter(): BrowserRouter {
  browserRouter ??= createBrowserRouter(routes);
  return browserRouter;
}

export function App({ queryClient = defaultQueryClient }: { queryClient?: QueryClient }) {
  const router = appRouter();
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
    >
      <DeferredNotifications />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
