import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Table.css';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/PageMeta';
import { useSession } from '../../../lib/session/SessionProvider';
import { plural } from '../../../lib/plural';
import { timeAgo } from '../../../lib/time';
import { BOARD_LABELS, PAGE_SIZE, useLeaderboard, type Board } from '../api/leaderboard';
import { LearnerCell } from '../components/LearnerCell';
import type { LeaderboardEntryResponse } from '../../../api/generated/types.gen';

const number = new Intl.NumberFormat();
const BOARDS = Object.keys(BOARD_LABELS) as Board[];

function readBoard(value: string | null): Board {
  return BOARDS.includes(value as Board) ? (value as Board) : 'week';
}

/**
 * The board's caption: how many learners and how old the snapshot is. The viewer's own row is not
 * from the snapshot (the server gives it their XP now, as in "You are #…"), and the caption says so.
 */
function boardCaption(board: Board, total: number, refreshedAt: string | null, mineShown: boolean): string {
  const learners = `${BOARD_LABELS[board]}: ${plural(total, { one: 'learner', other: 'learners' })}`;
  if (!refreshedAt) return learners;
  return `${learners}, updated ${timeAgo(refreshedAt)}${mineShown ? '; your own XP is live' : ''}`;
}

function Rows({ entries, highlight = true }: { entries: LeaderboardEntryResponse[]; highlight?: boolean }) {
  return (
    <>
      {entries.map((entry) => (
        <Table.Tr
          key={entry.position}
          bg={highlight && entry.isMe ? 'var(--mantine-color-indigo-light)' : undefined}
          aria-current={entry.isMe ? 'true' : undefined}
        >
          <Table.Td w={72}>
            <Text fw={700} ta="right" pr="sm">
              #{number.format(entry.rank)}
            </Text>
          </Table.Td>
          <Table.Td>
            <LearnerCell learner={entry} />
          </Table.Td>
          <Table.Td ta="right">
            <Text fw={600}>{number.format(entry.xp)} XP</Text>
          </Table.Td>
        </Table.Tr>
      ))}
    </>
  );
}

function BoardTable({ entries, caption }: { entries: LeaderboardEntryResponse[]; caption: string }) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th ta="right" pr="lg">
              Rank
            </Table.Th>
            <Table.Th>Learner</Table.Th>
            <Table.Th ta="right">XP</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Rows entries={entries} />
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /leaderboard: this week, this month and all time, my rank and neighbours even far down. */
export function LeaderboardPage() {
  const [params, setParams] = useSearchParams();
  const board = readBoard(params.get('board'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { user } = useSession();
  const query = useLeaderboard(board, page);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const go = (next: { board?: Board; page?: number }) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('board', next.board ?? board);
      if ((next.page ?? 1) > 1) updated.set('page', String(next.page));
      else updated.delete('page');
      return updated;
    });

  return (
    <Container size="md" py="xl">
      <PageMeta
        title="Leaderboard · DevPath"
        description="Who earned the most XP on DevPath this week, this month and of all time."
      />
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <div>
          <Title order={1}>Leaderboard</Title>
          <Text c="dimmed" mt={4}>
            XP for modules, exams, problems and streak milestones. Each achievement counts once.
          </Text>
        </div>
        <Button component={Link} to="/leaderboard-new" variant="light">
          Weekly leagues
        </Button>
      </Group>

      <SegmentedControl
        fullWidth
        value={board}
        onChange={(value) => go({ board: value as Board })}
        data={BOARDS.map((value) => ({ value, label: BOARD_LABELS[value] }))}
        aria-label="Period"
        mb="md"
      />

      {user && data?.me && (
        <Paper withBorder radius="md" p="md" mb="md" component="section" aria-labelledby="my-rank">
          <Title order={2} size="h4" id="my-rank">
            You are #{number.format(data.me.rank)} with {number.format(data.me.xp)} XP
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            {data.me.position <= PAGE_SIZE ? 'You are on the first page. Keep going!' : 'Your neighbours on the board:'}
          </Text>
          {data.me.position > PAGE_SIZE && (
            <Table verticalSpacing={4}>
              <Table.Tbody>
                <Rows entries={data.me.neighbours} />
              </Table.Tbody>
            </Table>
          )}
        </Paper>
      )}
      {user && data && !data.me && (
        <Alert variant="light" color="indigo" mb="md" title="You are not on this board yet">
          Earn XP {board === 'all' ? '' : board === 'week' ? 'this week ' : 'this month '}by completing modules, passing
          exams or solving problems: the board updates every few minutes.
        </Alert>
      )}
      {!user && (
        <Alert variant="light" color="gray" mb="md">
          <Anchor component={Link} to="/auth">
            Sign in
          </Anchor>{' '}
          to see your own rank.
        </Alert>
      )}

      {query.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading the leaderboard">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height={40} radius="sm" />
          ))}
        </Stack>
      ) : query.isError ? (
        <Alert color="red" variant="light" title="The leaderboard could not be loaded">
          <Group gap="sm">
            <Text size="sm">Check your connection and try again.</Text>
            <Button size="xs" variant="light" onClick={() => void query.refetch()}>
              Retry
            </Button>
          </Group>
        </Alert>
      ) : data!.items.length === 0 && data!.me ? (
        // My XP is live; the list is the last snapshot, taken before I earned any.
        <Paper withBorder radius="md" p="xl" ta="center">
          <Text fw={600}>You will be on the list at its next update.</Text>
          <Text c="dimmed" size="sm" mt={4}>
            The list is a snapshot taken every few minutes; your rank above is live.
          </Text>
        </Paper>
      ) : data!.items.length === 0 ? (
        <Paper withBorder radius="md" p="xl" ta="center">
          <Text fw={600}>No one is on this board yet.</Text>
          <Text c="dimmed" size="sm" mt={4}>
            Be the first:{' '}
            <Anchor component={Link} to="/practice">
              solve a problem
            </Anchor>{' '}
            or{' '}
            <Anchor component={Link} to="/roadmaps">
              start a roadmap
            </Anchor>
            .
          </Text>
        </Paper>
      ) : (
        <>
          <BoardTable
            entries={data!.items}
            caption={boardCaption(
              board,
              data!.total,
              data!.refreshedAt,
              data!.items.some((entry) => entry.isMe),
            )}
          />
          {pages > 1 && (
            <Group justify="center" mt="md">
              <Pagination
                total={pages}
                value={page}
                onChange={(next) => go({ page: next })}
                getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
                getControlProps={(control) => ({ 'aria-label': `${control[0].toUpperCase()}${control.slice(1)} page` })}
              />
            </Group>
          )}
        </>
      )}
    </Container>
  );
}

export default LeaderboardPage;
