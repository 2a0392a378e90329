import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import {
  Anchor,
  Avatar,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import IconCertificate from '@tabler/icons-react/dist/esm/icons/IconCertificate.mjs';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import IconRoute from '@tabler/icons-react/dist/esm/icons/IconRoute.mjs';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PublicProfileResponse } from '../../../api/generated/types.gen';
import { ApiError } from '../../../lib/api/http';
import { initials } from '../../../lib/initials';
import { pathTo } from '../../../lib/paths';
import { days } from '../../../lib/plural';
import { useProfileCertificates, useProfileRoadmaps, useProfileSolved, usePublicProfile } from '../api/profiles';
import { ProfileNotFound } from '../components/ProfileNotFound';
import { ProfileSkeleton } from '../components/ProfileSkeleton';

const number = new Intl.NumberFormat();
const monthYear = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' });
const fullDate = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

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

/** One earned thing on the profile: an icon, its title and a line under it. */
function Earned({ icon, title, children }: { icon: ReactNode; title: ReactNode; children: ReactNode }) {
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={36} radius="md" aria-hidden="true">
          {icon}
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          <Text size="sm" c="dimmed">
            {children}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

function ListSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label={label}>
      <Skeleton height={68} radius="md" />
    </Stack>
  );
}

/** The owner's valid certificates, each with the date and its public verification page. */
function Certificates({ handle }: { handle: string }) {
  const certificates = useProfileCertificates(handle, true);
  if (certificates.isPending) return <ListSkeleton label="Loading the certificates" />;
  if (certificates.isError) return <Text c="dimmed">The certificates could not be loaded.</Text>;
  if (certificates.data.items.length === 0) return <Text c="dimmed">No certificates yet.</Text>;
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="sm" style={listStyle}>
      {certificates.data.items.map((certificate) => (
        <Earned key={certificate.code} icon={<IconCertificate size={20} />} title={certificate.roadmap.title}>
          Issued {fullDate.format(new Date(certificate.issuedAt))} ·{' '}
          <Anchor
            component={Link}
            to={pathTo('verifyCertificate', { code: certificate.code })}
            inherit
            underline="always"
            aria-label={`Verify the ${certificate.roadmap.title} certificate`}
          >
            Verify
          </Anchor>
        </Earned>
      ))}
    </SimpleGrid>
  );
}

/** The roadmaps the owner has finished. */
function CompletedRoadmaps({ handle }: { handle: string }) {
  const roadmaps = useProfileRoadmaps(handle, true);
  if (roadmaps.isPending) return <ListSkeleton label="Loading the completed roadmaps" />;
  if (roadmaps.isError) return <Text c="dimmed">The completed roadmaps could not be loaded.</Text>;
  if (roadmaps.data.items.length === 0) return <Text c="dimmed">No roadmap completed yet.</Text>;
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="sm" style={listStyle}>
      {roadmaps.data.items.map((roadmap) => (
        <Earned
          key={roadmap.slug}
          icon={<IconRoute size={20} />}
          title={
            <Anchor component={Link} to={pathTo('roadmap', { slug: roadmap.slug })} inherit>
              {roadmap.title}
            </Anchor>
          }
        >
          Completed {fullDate.format(new Date(roadmap.completedAt))}
        </Earned>
      ))}
    </SimpleGrid>
  );
}

export function PublicProfileView({ profile }: { profile: PublicProfileResponse }) {
  const solved = useProfileSolved(profile.handle, Boolean(profile.activity));
  // The display name, or the handle: the sign-in username is never public.
  const displayName = profile.fullName?.trim() || null;
  const name = displayName ?? `@${profile.handle}`;
  return (
    <Container size="md" py="xl" px="md">
      <title>{`${displayName ? `${displayName} (@${profile.handle})` : `@${profile.handle}`} · DevPath`}</title>
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="lg" wrap="nowrap" align="center">
          <Avatar src={profile.profilePicUrl} alt="" size={96} radius={96} color="indigo">
            {initials(name)}
          </Avatar>
          <div>
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            {displayName && (
              <Text c="dimmed" fw={500}>
                @{profile.handle}
              </Text>
            )}
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
              <SimpleGrid
                cols={{ base: 2, sm: 4 }}
                spacing="sm"
                mt="sm"
                role="group"
                aria-label="Practice problems solved"
              >
                <Stat
                  label="Problems solved"
                  value={number.format(solved.data.easy + solved.data.medium + solved.data.hard)}
                />
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
            <Certificates handle={profile.handle} />
          </section>
        )}

        {profile.activity && (
          <section aria-labelledby="profile-roadmaps">
            <Title order={2} size="h4" id="profile-roadmaps" mb="xs">
              Completed roadmaps
            </Title>
            <CompletedRoadmaps handle={profile.handle} />
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
