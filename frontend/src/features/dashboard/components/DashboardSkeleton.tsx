import { Container, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/** The dashboard's shape while the session and stats load. */
export function DashboardSkeleton() {
  return (
    <Container size="lg" py="xl" aria-busy="true">
      <VisuallyHidden role="status">Loading your dashboard...</VisuallyHidden>
      <Stack gap="md">
        <Skeleton height={36} width="60%" radius="sm" />
        <Skeleton height={18} width="40%" radius="sm" />
        <SimpleGrid cols={{ base: 2, sm: 4 }} mt="md">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} height={104} radius="md" />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} mt="md">
          <Skeleton height={260} radius="md" />
          <Skeleton height={260} radius="md" />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
