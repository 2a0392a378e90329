import { Button, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** Any path outside the route table (spec §2). React hoists title and meta into <head>. */
export function NotFoundPage() {
  return (
    <Container size="sm" py={96} ta="center">
      <title>Page Not Found</title>
      <meta name="robots" content="noindex" />
      <Title order={1} mb="md">
        404 Page Not Found
      </Title>
      <Text size="lg" mb="xl">
        There is no page at this address. It may have moved, or the link may be mistyped.
      </Text>
      <Button component={Link} to="/" size="md">
        Go to the homepage
      </Button>
    </Container>
  );
}

export default NotFoundPage;
