import { Button, Container, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(message);
}

/** Error boundary of every page; the header and footer stay usable. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const chunkFailed = isChunkLoadError(error);
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
