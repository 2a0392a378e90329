import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Table.css';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { LeagueMemberResponse, LeagueResponse } from '../../../api/generated/types.gen';
import { PageMeta } from '../../../components/PageMeta';
import { useSession } from '../../../lib/session/SessionProvider';
import { timeLeft } from '../../../lib/time';
import { useJoinLeague, useLeaveLeague, useMyLeague } from '../api/leaderboard';
import { LearnerCell } from '../components/LearnerCell';
import { plural } from '../../../lib/plural';

const number = new Intl.NumberFormat();
const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const OUTCOME = { promoted: 'Promoted', demoted: 'Demoted', stayed: 'Stayed' } as const;
const OUTCOME_COLOR = { promoted: 'teal', demoted: 'red', stayed: 'gray' } as const;

function Explainer({ league }: { league: LeagueResponse }) {
  return (
    <List size="sm" spacing={4}>
      <List.Item>
        Each week you compete with about {plural(league.groupSize, { one: 'learner', other: 'learners' })} of your tier,
        by the XP you earn that week.
      </List.Item>
      <List.Item>
        On Monday (00:00 UTC) the top {league.promoteCount} move up a tier and the bottom {league.demoteCount} move
        down. Tiers: {league.tiers.join(' → ')}.
      </List.Item>
      <List.Item>Only new achievements pay XP, so repeating old work does not win a league.</List.Item>
      <List.Item>Leagues are optional: leave with one click, any time.</List.Item>
    </List>
  );
}

/** The promotion and demotion lines between rows. */
function Line({ label, color }: { label: string; color: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={3} py={2}>
        <Text
          size="xs"
          fw={700}
          c={color}
          ta="center"
          style={{ borderTop: `2px dashed var(--mantine-color-${color}-filled)` }}
        >
          {label}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

function LeagueGroupTable({ league }: { league: LeagueResponse }) {
  const members = league.group;
  const firstDemotion = members.findIndex((m) => m.zone === 'demotion');
  const lastPromotion = members.map((m) => m.zone).lastIndexOf('promotion');
  return (
    <Table verticalSpacing="xs" aria-label={`Your ${league.tierName} group this week`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={56}>#</Table.Th>
          <Table.Th>Learner</Table.Th>
          {/* A phone shows "XP" (the whole label wrapped to three lines at 390 px); screen readers hear it whole. */}
          <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
            <Box component="span" hiddenFrom="xs">
              XP<VisuallyHidden> this week</VisuallyHidden>
            </Box>
            <Box component="span" visibleFrom="xs">
              XP this week
            </Box>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {members.map((member: LeagueMemberResponse, index) => (
          <Fragment key={member.position}>
            {index === firstDemotion && <Line label="Demotion zone" color="red" />}
            <Table.Tr
              bg={member.isMe ? 'var(--mantine-color-indigo-light)' : undefined}
              aria-current={member.isMe ? 'true' : undefined}
            >
              <Table.Td fw={700}>{member.position}</Table.Td>
              <Table.Td>
                <LearnerCell learner={member} />
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {number.format(member.xp)}
              </Table.Td>
            </Table.Tr>
            {index === lastPromotion && index < members.length - 1 && <Line label="Promotion zone ends" color="teal" />}
          </Fragment>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** /leaderboard-new: weekly leagues (opt-in): my group, the promotion and demotion lines, time left, history. */
export function LeaguePage() {
  const { user } = useSession();
  const league = useMyLeague(Boolean(user));
  const join = useJoinLeague();
  const leave = useLeaveLeague();
  const data = league.data;

  return (
    <Container size="md" py="xl">
      <PageMeta
        title="Weekly leagues · DevPath"
        description="Compete each week with learners of your level; the top move up a tier."
      />
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <div>
          <Title order={1}>Weekly leagues</Title>
          <Text c="dimmed" mt={4}>
            A friendly weekly race with learners at your level.
          </Text>
        </div>
        <Button component={Link} to="/leaderboard" variant="light">
          Leaderboard
        </Button>
      </Group>

      {!user ? (
        <Paper withBorder radius="md" p="lg">
          <Title order={2} size="h3" mb="sm">
            Compete with learners at your level
          </Title>
          <Text>
            Each week you race a group of learners of your tier by the XP you earn that week; on Monday the top move up
            a tier and the bottom move down. Leagues are optional, and leaving is one click.
          </Text>
          <Button
            component={Link}
            to="/auth"
            state={{ from: { pathname: '/leaderboard-new', search: '', hash: '' } }}
            mt="md"
          >
            Sign in to join
          </Button>
        </Paper>
      ) : league.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading your league">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={40} radius="sm" />
          ))}
        </Stack>
      ) : league.isError ? (
        <Alert color="red" variant="light" title="Your league could not be loaded">
          <Button size="xs" variant="light" onClick={() => void league.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : !data!.joined ? (
        <Paper withBorder radius="md" p="lg">
          <Title order={2} size="h3" mb="sm">
            Join the leagues
          </Title>
          <Explainer league={data!} />
          <Button mt="md" onClick={() => join.mutate({})} loading={join.isPending}>
            Join this week's league
          </Button>
        </Paper>
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Paper withBorder radius="md" p="md">
              <Text size="sm" c="dimmed">
                Your tier
              </Text>
              <Text size="xl" fw={700}>
                {data!.tierName}
              </Text>
            </Paper>
            <Paper withBorder radius="md" p="md">
              <Text size="sm" c="dimmed">
                Time left this week
              </Text>
              <Text size="xl" fw={700}>
                {timeLeft(data!.weekEndsAt)}
              </Text>
            </Paper>
            <Paper withBorder radius="md" p="md">
              <Text size="sm" c="dimmed">
                Your place
              </Text>
              <Text size="xl" fw={700}>
                {(() => {
                  const me = data!.group.find((m) => m.isMe);
                  return me ? `${me.position} of ${data!.group.length}` : '—';
                })()}
              </Text>
            </Paper>
          </SimpleGrid>

          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="my-group">
            <Title order={2} size="h4" id="my-group" mb="xs">
              {data!.tierName} group
            </Title>
            {data!.group.length === 0 ? (
              <Text c="dimmed" size="sm">
                Your group for this week is being formed. Check back in a few minutes.
              </Text>
            ) : (
              <LeagueGroupTable league={data!} />
            )}
          </Paper>

          {data!.history.length > 0 && (
            <Paper withBorder radius="md" p="md" component="section" aria-labelledby="league-history">
              <Title order={2} size="h4" id="league-history" mb="xs">
                Past weeks
              </Title>
              <Table>
                <Table.Tbody>
                  {data!.history.map((week) => (
                    <Table.Tr key={week.weekStart}>
                      <Table.Td>Week of {day.format(new Date(`${week.weekStart}T00:00:00Z`))}</Table.Td>
                      <Table.Td>{week.tierName}</Table.Td>
                      <Table.Td>
                        #{week.position} · {number.format(week.xp)} XP
                      </Table.Td>
                      <Table.Td>
                        <Badge color={OUTCOME_COLOR[week.outcome as keyof typeof OUTCOME]} variant="light">
                          {OUTCOME[week.outcome as keyof typeof OUTCOME]}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Paper>
          )}

          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              Leagues are optional.{' '}
              <Anchor component={Link} to="/leaderboard">
                See the leaderboard
              </Anchor>{' '}
              for all-time ranks.
            </Text>
            <Button variant="subtle" color="red" onClick={() => leave.mutate({})} loading={leave.isPending}>
              Leave the leagues
            </Button>
          </Group>
        </Stack>
      )}
    </Container>
  );
}

export default LeaguePage;
