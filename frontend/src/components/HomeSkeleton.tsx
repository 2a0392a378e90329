import { Container, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** Suspense fallback of the home page: the shape of the landing page. */
export function HomeSkeleton() {
  return (
    <Container size="lg" py={64} role="status" aria-busy="true" aria-label="Loading the home page">
      <Stack gap="md" maw={720}>
        <Skeleton height={20} width={180} />
        <Skeleton height={48} />
        <Skeleton height={48} width="80%" />
        <Skeleton height={16} mt="md" />
        <Skeleton height={16} width="90%" />
        <Skeleton height={42} width={260} mt="md" />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" mt={64}>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height={150} />
        ))}
      </SimpleGrid>
    </Container>
  );
}
