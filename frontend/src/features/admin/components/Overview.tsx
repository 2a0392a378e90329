import { Alert, Group, Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getAdminOverviewOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { DailyBars } from '../../../components/DailyBars';
import { errorMessage } from '../../../lib/api/errors';

const number = new Intl.NumberFormat();

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {number.format(value)}
      </Text>
    </Paper>
  );
}

/** The console's overview: account totals, and sign-ups and active learners per day as charts. */
export function Overview() {
  const overview = useQuery({ ...getAdminOverviewOptions(), staleTime: 60_000 });
  if (overview.isError) {
    return (
      <Alert color="red" variant="light" role="alert" mb="lg">
        {errorMessage(overview.error, 'The overview could not be loaded.')}
      </Alert>
    );
  }
  const data = overview.data;
  return (
    <section aria-labelledby="admin-overview">
      <Title order={2} size="h3" id="admin-overview" mb="sm">
        Overview
      </Title>
      {!data ? (
        <Skeleton height={260} radius="md" mb="lg" />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mb="sm">
            <Stat label="Accounts" value={data.totals.users} />
            <Stat label={`Sign-ups, ${data.days} days`} value={data.totals.signupsInWindow} />
            <Stat label="Active today" value={data.totals.activeToday} />
            <Stat label="Suspended" value={data.totals.suspended} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" mb="lg">
            {[
              { title: 'Sign-ups per day', points: data.signups, unit: 'sign-ups', color: 'var(--mantine-color-indigo-filled)' },
              { title: 'Active learners per day', points: data.activeLearners, unit: 'learners', color: 'var(--mantine-color-teal-filled)' },
            ].map((chart) => (
              <Paper key={chart.title} withBorder radius="md" p="md">
                <Group justify="space-between" mb={4}>
                  <Text fw={600} size="sm">
                    {chart.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    last {data.days} days
                  </Text>
                </Group>
                <DailyBars
                  days={chart.points.map((point) => point.day)}
                  values={chart.points.map((point) => point.count)}
                  unit={chart.unit}
                  description={chart.title}
                  height={90}
                  color={chart.color}
                />
              </Paper>
            ))}
          </SimpleGrid>
        </>
      )}
    </section>
  );
}
