import { Button, Container, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { onReconnect } from '../../components/ChunkBoundary';

/** A page's chunk (or the stylesheet Vite loads with it) could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Unable to preload CSS/i.test(
    message,
  );
}

/**
 * Error boundary of every page; the header and footer stay usable. A page that
 * could not be loaded (offline) is tried again once the server answers again.
 */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
  console.error(error);
  const chunkFailed = isChunkLoadError(error);

  useEffect(() => {
    if (!chunkFailed) return;
    // Navigating to the same address resets the error boundary and mounts the page again.
    return onReconnect(() => void navigate({ pathname, search, hash }, { replace: true, state }));
  }, [chunkFailed, navigate, pathname, search, hash, state]);

  return (
    <Container size="sm" py={96}>
      <title>Something went wrong · DevPath</title>
      <Title order={1} mb="md">
        {chunkFailed ? 'This page could not be loaded' : 'Something went wrong'}
      </Title>
      <Text size="lg" mb="xl">
        {chunkFailed
          ? 'A newer version of DevPath may have been released, or the connection dropped. Reloading usually fixes it.'
          : isRouteErrorResponse(error)
            ? `${error.status}: ${error.statusText}`
            : 'An unexpected error stopped this page from showing. Reload to try again.'}
      </Text>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </Container>
  );
}
