import { Center, Loader, Stack, Text } from '@mantine/core';

/** Suspense fallback of every route but home (spec §2). */
export function RouteLoading() {
  return (
    <Center mih="60vh" py="xl">
      <Stack align="center" gap="sm" role="status" aria-live="polite" aria-busy="true">
        <Loader size="lg" aria-hidden="true" />
        <Text>Loading content...</Text>
      </Stack>
    </Center>
  );
}
