import { Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../lib/session/user';
import { SettingsSection } from './SettingsSection';

export function HandleSection({ user }: { user: CurrentUser }) {
  return (
    <SettingsSection
      id="settings-handle"
      title="Public profile"
      description="Your handle is the address of your public profile."
    >
      {user.handle ? (
        <Group justify="space-between" gap="sm">
          <Text>
            Your profile:{' '}
            <Anchor component={Link} to={`/@${user.handle}`} fw={600} underline="always">
              /@{user.handle}
            </Anchor>
          </Text>
          <Group gap="xs">
            <Button component={Link} to={`/profile/edit/${user.handle}`} variant="default">
              Edit profile
            </Button>
            <Button component={Link} to="/profile/claim" variant="subtle">
              Change handle
            </Button>
          </Group>
        </Group>
      ) : (
        <Group justify="space-between" gap="sm">
          <Text>You have no handle yet.</Text>
          <Button component={Link} to="/profile/claim">
            Claim your handle
          </Button>
        </Group>
      )}
    </SettingsSection>
  );
}
