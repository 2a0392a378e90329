import { Container, Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

export function ProfileSkeleton() {
  return (
    <Container size="md" py="xl" aria-busy="true">
      <VisuallyHidden role="status">Loading the profile...</VisuallyHidden>
      <Group gap="lg" wrap="nowrap">
        <Skeleton height={96} circle />
        <Stack gap="xs" style={{ flex: 1 }}>
          <Skeleton height={32} width="50%" />
          <Skeleton height={16} width="30%" />
        </Stack>
      </Group>
      <Skeleton height={80} mt="xl" radius="md" />
      <Skeleton height={120} mt="md" radius="md" />
    </Container>
  );
}
