import { Anchor, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageMeta } from './PageMeta';
import { upcomingAreas, type UpcomingAreaKey, type UpcomingAreaProps } from './upcomingAreas';

/**
 * The one page shown for every area that a later release opens. It says what
 * the area is and that it is not open yet; it never pretends to work.
 */
export function UpcomingArea({ area }: { area: UpcomingAreaKey }) {
  const { name, description }: UpcomingAreaProps = upcomingAreas[area];
  return (
    <Container size="sm" py={64}>
      <PageMeta title={`${name} · DevPath`} description={description} />
      <Title order={1} mb="md">
        {name}
      </Title>
      <Text size="lg" mb="md">
        {description}
      </Text>
      <Text>
        This area opens in an upcoming release. Meanwhile, explore the{' '}
        <Anchor component={Link} to="/documentation">
          documentation
        </Anchor>{' '}
        or go back to the{' '}
        <Anchor component={Link} to="/">
          homepage
        </Anchor>
        .
      </Text>
    </Container>
  );
}

export default UpcomingArea;
