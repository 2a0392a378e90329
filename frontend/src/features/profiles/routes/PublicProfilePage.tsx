import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Paper.css';
import { Avatar, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import { Link } from 'react-router';
import type { PublicProfileResponse } from '../../../api/generated/types.gen';
import { ApiError } from '../../../lib/api/http';
import { initials } from '../../../lib/initials';
import { useProfileSolved, usePublicProfile } from '../api/profiles';
import { ProfileNotFound } from '../components/ProfileNotFound';
import { ProfileSkeleton } from '../components/ProfileSkeleton';

const number = new Intl.NumberFormat();
const monthYear = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' });

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={24} fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

function days(count: number): string {
  return count === 1 ? '1 day' : `${number.format(count)} days`;
}

export function PublicProfileView({ profile }: { profile: PublicProfileResponse }) {
  const solved = useProfileSolved(profile.handle, Boolean(profile.activity));
  const name = profile.fullName?.trim() || profile.username;
  return (
    <Container size="md" py="xl" px="md">
      <title>{`${name} (@${profile.handle}) · DevPath`}</title>
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="lg" wrap="nowrap" align="center">
          <Avatar src={profile.profilePicUrl} alt="" size={96} radius={96} color="indigo">
            {initials(name)}
          </Avatar>
          <div>
            <Title order={1}>{name}</Title>
            <Text c="dimmed" fw={500}>
              @{profile.handle}
            </Text>
            <Text size="sm" c="dimmed">
              Joined {monthYear.format(new Date(profile.joinedAt))}
            </Text>
          </div>
        </Group>
        {profile.editable && (
          <Button
            component={Link}
            to={`/profile/edit/${profile.handle}`}
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden="true" />}
          >
            Edit profile
          </Button>
        )}
      </Group>

      <Stack gap="lg" mt="xl">
        {profile.bio && (
          <section aria-labelledby="profile-about">
            <Title order={2} size="h4" id="profile-about" mb="xs">
              About
            </Title>
            <Text style={{ whiteSpace: 'pre-line' }}>{profile.bio}</Text>
          </section>
        )}

        {profile.activity && (
          <section aria-labelledby="profile-activity">
            <Title order={2} size="h4" id="profile-activity" mb="xs">
              Activity
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              <Stat label="Total XP" value={number.format(profile.activity.totalXpEarned)} />
              <Stat label="Current streak" value={days(profile.activity.daysStreak)} />
              <Stat label="Longest streak" value={days(profile.activity.longestStreak)} />
              <Stat label="Completed modules" value={number.format(profile.activity.completedModulesCount)} />
            </SimpleGrid>
            {solved.data ? (
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mt="sm" role="group" aria-label="Practice problems solved">
                <Stat label="Problems solved" value={number.format(solved.data.easy + solved.data.medium + solved.data.hard)} />
                <Stat label="Easy" value={number.format(solved.data.easy)} />
                <Stat label="Medium" value={number.format(solved.data.medium)} />
                <Stat label="Hard" value={number.format(solved.data.hard)} />
              </SimpleGrid>
            ) : null}
          </section>
        )}

        {profile.showsCertificates && (
          <section aria-labelledby="profile-certificates">
            <Title order={2} size="h4" id="profile-certificates" mb="xs">
              Certificates
            </Title>
            <Text c="dimmed">No certificates yet.</Text>
          </section>
        )}
      </Stack>
    </Container>
  );
}

/** /@{handle}: the public profile, with only the fields its owner shows. */
export function PublicProfilePage({ handle }: { handle: string }) {
  const profile = usePublicProfile(handle);
  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404) return <ProfileNotFound handle={handle} />;
    return (
      <Container size="sm" py={64}>
        <title>Profile unavailable · DevPath</title>
        <Title order={1} mb="md">
          The profile could not be loaded
        </Title>
        <Text mb="lg">Please check your connection and try again.</Text>
        <Button onClick={() => void profile.refetch()}>Try again</Button>
      </Container>
    );
  }
  return <PublicProfileView profile={profile.data} />;
}

export default PublicProfilePage;
