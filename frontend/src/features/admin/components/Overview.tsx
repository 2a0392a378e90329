import { Alert, Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { getAdminOverviewOptions } from '../../../api/generated/@tanstack/react-query.gen';
import type { AdminOverviewResponse } from '../../../api/generated/types.gen';
import { paths } from '../../../lib/paths';
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

/** What waits for staff, one bar per inbox (relative to the fullest), with links to the screens. */
function OpenReports({ counts }: { counts: AdminOverviewResponse['openReports'] }) {
  const rows = [
    { label: 'Bug reports', value: counts.bugs, to: `${paths.adminInbox}?kind=bug` },
    { label: 'Contact messages', value: counts.contact, to: `${paths.adminInbox}?kind=contact` },
    { label: 'Partner inquiries', value: counts.partnership, to: `${paths.adminInbox}?kind=partnership` },
    { label: 'Security reports, new', value: counts.securityNew, to: paths.adminSecurityReports },
    { label: 'Security reports, triaged', value: counts.securityTriaged, to: paths.adminSecurityReports },
  ];
  const max = Math.max(1, ...rows.map((row) => row.value));
  return (
    <Paper withBorder radius="md" p="md" mb="lg">
      <Text fw={600} size="sm" mb="xs">
        Open reports
      </Text>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rows.map((row) => (
          <li key={row.label}>
            <Group gap="sm" wrap="nowrap">
              <Anchor component={Link} to={row.to} size="sm" w={190} style={{ flexShrink: 0 }}>
                {row.label}
              </Anchor>
              <div
                style={{ flex: 1, height: 10, borderRadius: 5, background: 'var(--mantine-color-default-border)' }}
                aria-hidden="true"
              >
                <div
                  style={{
                    width: `${(row.value / max) * 100}%`,
                    height: '100%',
                    borderRadius: 5,
                    background: 'var(--mantine-color-orange-filled)',
                  }}
                />
              </div>
              <Text size="sm" fw={600} w={40} ta="right">
                {number.format(row.value)}
              </Text>
            </Group>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}

/** The console's overview: account totals, sign-ups and active learners per day as charts, and open reports. */
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
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" mb="sm">
            {[
              {
                title: 'Sign-ups per day',
                points: data.signups,
                unit: 'sign-ups',
                color: 'var(--mantine-color-indigo-filled)',
              },
              {
                title: 'Active learners per day',
                points: data.activeLearners,
                unit: 'learners',
                color: 'var(--mantine-color-teal-filled)',
              },
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
          <OpenReports counts={data.openReports} />
        </>
      )}
    </section>
  );
}
