import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  List,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageMeta } from '../../../components/PageMeta';
import { errorMessage } from '../../../lib/api/errors';
import { formatMoney } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/SessionProvider';
import { useMyMembership, usePlans } from '../api/payments';
import { PremiumFeatures } from '../components/PremiumFeatures';
import { useSubscribe } from '../components/useSubscribe';

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/** /premium: what premium adds, and for members their membership and how long it runs. */
export function PremiumPage() {
  const { user } = useSession();
  const membership = useMyMembership(Boolean(user));
  const plans = usePlans();
  const { subscribe, pending, error } = useSubscribe(paths.premium);
  const monthly = plans.data?.plans.find((p) => p.interval === 'month');
  const member = membership.data?.tier === 'premium';

  return (
    <Container size="md" py="xl">
      <PageMeta
        title="Premium membership · DevPath"
        description="What DevPath Premium adds on top of the free platform, and how it keeps DevPath free."
      />
      <Stack gap="lg">
        <Group gap="sm">
          <IconCrown size={32} color="var(--mantine-color-yellow-7)" aria-hidden="true" />
          <Title order={1}>Premium membership</Title>
        </Group>
        {user && membership.isPending ? (
          <Skeleton height={96} radius="md" />
        ) : user && membership.isError ? (
          <Alert color="red" title="Could not load your membership">
            {errorMessage(membership.error, 'Please try again.')}
          </Alert>
        ) : member && membership.data ? (
          <Paper withBorder radius="md" p="lg" aria-label="Your membership">
            <Stack gap="xs">
              <Group gap="sm">
                <Badge color="teal.9" variant="filled" autoContrast size="lg" data-testid="premium-badge">
                  Premium member
                </Badge>
                <Text>
                  {membership.data.plan === 'premium-yearly' ? 'Yearly plan' : 'Monthly plan'}, until{' '}
                  <strong>{day.format(new Date(membership.data.until!))}</strong>.
                </Text>
              </Group>
              <Text size="sm">
                Editorials of every practice problem are open to you now, solved or not: try one in{' '}
                <Anchor component={Link} to={paths.practice} underline="always">
                  Practice
                </Anchor>
                . The Executive template is yours in the{' '}
                <Anchor component={Link} to={paths.resumeBuilder} underline="always">
                  Resume Builder
                </Anchor>
                .
              </Text>
              <Group>
                <Button variant="light" loading={pending} onClick={() => subscribe('premium-monthly')}>
                  Add a month
                </Button>
                <Button variant="light" loading={pending} onClick={() => subscribe('premium-yearly')}>
                  Add a year
                </Button>
              </Group>
            </Stack>
          </Paper>
        ) : (
          <Paper withBorder radius="md" p="lg">
            <Stack gap="sm">
              <Text>
                DevPath is free to learn on. Premium is for those who want a few extras and to help keep it that way
                {monthly ? `, from ${formatMoney(monthly.amount, monthly.currency)} a month` : ''}. No automatic
                renewal: you pay for the period you choose.
              </Text>
              <Group>
                <Button loading={pending} onClick={() => subscribe('premium-monthly')}>
                  {user ? 'Get premium for a month' : 'Sign in to get premium'}
                </Button>
                <Button component={Link} to={paths.pricing} variant="default">
                  Compare plans
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}
        {error ? (
          <Alert color="red" title="Could not start the checkout" role="alert">
            {errorMessage(error, 'Please try again.')}
          </Alert>
        ) : null}
        <Title order={2} size="h3">
          What premium adds
        </Title>
        <List spacing="xs">
          <List.Item>
            Read any practice problem&apos;s editorial before you solve it: see the reasoning when you are stuck, not
            only after.
          </List.Item>
          <List.Item>
            The Executive template in the resume builder: a navy band across the top and upper-case headings, saved and
            printed to PDF like the other templates.
          </List.Item>
          <List.Item>A premium badge on your dashboard.</List.Item>
          <List.Item>The knowledge that you keep DevPath free for learners who cannot pay.</List.Item>
        </List>
        <PremiumFeatures />
      </Stack>
    </Container>
  );
}

export default PremiumPage;
