import { Button, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function ProfileNotFound({ handle }: { handle: string }) {
  return (
    <Container size="sm" py={64}>
      <title>Profile not found · DevPath</title>
      <Title order={1} mb="md">
        Profile not found
      </Title>
      <Text mb="lg">No profile has the handle @{handle}. Check the address, or the handle may have changed.</Text>
      <Button component={Link} to="/">
        Go to the homepage
      </Button>
    </Container>
  );
}
