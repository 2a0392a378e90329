import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '../../../components/PageMeta';
import { errorMessage } from '../../../lib/api/errors';
import { formatMoney } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/SessionProvider';
import { usePlans } from '../api/payments';
import { PremiumFeatures } from '../components/PremiumFeatures';
import { useSubscribe } from '../components/useSubscribe';

/** /pricing: the free and premium tiers side by side, monthly or yearly, and the feature table. */
export function PricingPage() {
  const plans = usePlans();
  const { user } = useSession();
  const [interval, setInterval] = useState<'month' | 'year'>('year');
  const { subscribe, pending, error } = useSubscribe(paths.pricing);
  const monthly = plans.data?.plans.find((p) => p.interval === 'month');
  const yearly = plans.data?.plans.find((p) => p.interval === 'year');
  const chosen = interval === 'year' ? yearly : monthly;
  const saving = monthly && yearly ? Math.round(100 - (yearly.amount / (monthly.amount * 12)) * 100) : 0;
  const premium = user?.premiumTier === 'premium';

  return (
    <Container size="md" py="xl">
      <PageMeta
        title="Pricing · DevPath"
        description="DevPath is free: every roadmap, exam, certificate and practice problem. Premium adds extras and keeps the platform free."
      />
      <Stack gap="lg">
        <Stack gap={4} align="center" ta="center">
          <Title order={1}>Pricing</Title>
          <Text maw={620}>
            Learning on DevPath is free, and stays free: every roadmap, exam, certificate and practice problem. Premium
            adds a few extras and pays for the servers that keep it free for everyone.
          </Text>
        </Stack>
        <Group justify="center">
          <SegmentedControl
            aria-label="Billing period"
            value={interval}
            onChange={(value) => setInterval(value as 'month' | 'year')}
            data={[
              { label: 'Monthly', value: 'month' },
              { label: saving > 0 ? `Yearly (save ${saving}%)` : 'Yearly', value: 'year' },
            ]}
          />
        </Group>
        {error ? (
          <Alert color="red" title="Could not start the checkout" role="alert">
            {errorMessage(error, 'Please try again.')}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="tier-free">
            <Stack gap="sm" h="100%">
              <Title order={2} size="h3" id="tier-free">
                Free
              </Title>
              <Text fz={32} fw={700}>
                {formatMoney(0, 'USD')}
              </Text>
              <Text size="sm">Everything you need to learn, practice and prove it.</Text>
              <Button component={Link} to={user ? paths.dashboard : paths.auth} variant="default" mt="auto">
                {user ? 'Go to your dashboard' : 'Start learning free'}
              </Button>
            </Stack>
          </Card>
          <Card
            withBorder
            radius="md"
            padding="lg"
            component="section"
            aria-labelledby="tier-premium"
            style={{ borderColor: 'var(--mantine-color-teal-7)' }}
          >
            <Stack gap="sm" h="100%">
              <Group justify="space-between">
                <Title order={2} size="h3" id="tier-premium">
                  Premium
                </Title>
                {premium ? (
                  <Badge color="teal.9" variant="filled" autoContrast>
                    Your plan
                  </Badge>
                ) : null}
              </Group>
              {plans.isPending ? (
                <Skeleton height={40} width="60%" />
              ) : plans.isError || !chosen ? (
                <Text c="red.8">Prices could not be loaded.</Text>
              ) : (
                <Text fz={32} fw={700} data-testid="premium-price">
                  {formatMoney(chosen.amount, chosen.currency)}
                  <Text span size="md" fw={400}>
                    {' '}
                    / {interval === 'year' ? 'year' : 'month'}
                  </Text>
                </Text>
              )}
              <Text size="sm">
                {interval === 'year' && yearly && monthly
                  ? `${formatMoney(Math.round(yearly.amount / 12), yearly.currency)} a month, billed once a year.`
                  : 'Billed once; extend whenever you like. No automatic renewal.'}
              </Text>
              <Button mt="auto" loading={pending} disabled={!chosen} onClick={() => chosen && subscribe(chosen.code)}>
                {premium ? 'Extend premium' : 'Get premium'}
              </Button>
            </Stack>
          </Card>
        </SimpleGrid>
        <PremiumFeatures />
        <Text size="sm" c="dimmed" ta="center">
          Payments run in test mode on this site: use a test card, no real money moves. A refund is one message to our
          team away (<Link to={paths.contact}>contact</Link>).
        </Text>
      </Stack>
    </Container>
  );
}

export default PricingPage;
