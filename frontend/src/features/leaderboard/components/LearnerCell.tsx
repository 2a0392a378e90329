import '@mantine/core/styles/Avatar.css';
import { Anchor, Avatar, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { LeaderboardEntryResponse } from '../../../api/generated/types.gen';
import { useSession } from '../../../lib/session/SessionProvider';
import { displayName } from '../api/leaderboard';

type Learner = Pick<LeaderboardEntryResponse, 'anonymous' | 'fullName' | 'handle' | 'profilePicUrl' | 'isMe'>;

/**
 * A learner on a board: picture, name (a link to their profile when they have one), "You". My own
 * row without a public name (no display name shown, no handle) shows the name I see elsewhere (the
 * dashboard's greeting): it is shown to me only, the API never sends anyone's sign-in username.
 */
export function LearnerCell({ learner }: { learner: Learner }) {
  const { user } = useSession();
  const unnamed = !learner.anonymous && !learner.fullName?.trim() && !learner.handle;
  const name = learner.isMe && unnamed && user ? user.fullName?.trim() || user.username : displayName(learner);
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar
        src={learner.anonymous ? null : learner.profilePicUrl}
        alt=""
        size={32}
        radius="xl"
        color={learner.isMe ? 'indigo' : 'gray'}
      >
        {learner.anonymous ? '?' : name.replace(/^@/, '').slice(0, 1).toUpperCase()}
      </Avatar>
      {learner.handle && !learner.anonymous ? (
        <Anchor component={Link} to={`/@${learner.handle}`} fw={learner.isMe ? 700 : 500} truncate>
          {name}
        </Anchor>
      ) : (
        <Text fw={learner.isMe ? 700 : 500} c={learner.anonymous ? 'dimmed' : undefined} truncate>
          {name}
        </Text>
      )}
      {learner.isMe && (
        <Badge size="sm" variant="filled" color="indigo" style={{ flexShrink: 0 }}>
          You
        </Badge>
      )}
    </Group>
  );
}
