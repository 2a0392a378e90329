import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ThemeIcon.css';
import { Alert, Anchor, Badge, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import IconBolt from '@tabler/icons-react/dist/esm/icons/IconBolt.mjs';
import IconChecklist from '@tabler/icons-react/dist/esm/icons/IconChecklist.mjs';
import IconCode from '@tabler/icons-react/dist/esm/icons/IconCode.mjs';
import IconCrown from '@tabler/icons-react/dist/esm/icons/IconCrown.mjs';
import IconFlame from '@tabler/icons-react/dist/esm/icons/IconFlame.mjs';
import IconMap from '@tabler/icons-react/dist/esm/icons/IconMap.mjs';
import IconAt from '@tabler/icons-react/dist/esm/icons/IconAt.mjs';
import IconSettings from '@tabler/icons-react/dist/esm/icons/IconSettings.mjs';
import IconTarget from '@tabler/icons-react/dist/esm/icons/IconTarget.mjs';
import IconTrophy from '@tabler/icons-react/dist/esm/icons/IconTrophy.mjs';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { days } from '../../../lib/plural';
import { VerifyEmailBanner } from '../../../components/VerifyEmailBanner';
import { useSession, useSessionStore } from '../../../lib/session/SessionProvider';
import { isFallbackProfile, type CurrentUser } from '../../../lib/session/user';
import { StatCard } from '../components/StatCard';
import { ActivityHeatmap } from '../components/ActivityHeatmap';
import { XpChart } from '../components/XpChart';
import { RecentXp } from '../components/RecentXp';
import { StreakCard } from '../components/StreakCard';
import { ContinueLearning } from '../components/ContinueLearning';
import { ReviewCard } from '../components/ReviewCard';
import {
  useCalendar,
  useMyCertificates,
  useMyRoadmaps,
  useRoadmapCatalog,
  useStreak,
  useXpHistory,
} from '../api/progress';
import { certificateOf } from '../components/nextRoadmap';
import { DashboardSkeleton } from '../components/DashboardSkeleton';
import classes from './DashboardPage.module.css';

const number = new Intl.NumberFormat();
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

interface NextStep {
  to: string;
  title: string;
  text: string;
  icon: ReactNode;
}

function nextSteps(user: CurrentUser): NextStep[] {
  const steps: NextStep[] = [
    {
      to: '/quiz',
      title: 'Take the career quiz',
      text: 'Find the tech careers that fit you.',
      icon: <IconTarget size={20} />,
    },
    {
      to: '/roadmaps',
      title: 'Follow a roadmap',
      text: 'Step-by-step modules towards a certificate.',
      icon: <IconMap size={20} />,
    },
    {
      to: '/practice',
      title: 'Practice coding',
      text: 'Solve problems in the browser and earn XP.',
      icon: <IconCode size={20} />,
    },
  ];
  if (!user.handle) {
    steps.push({
      to: '/profile/claim',
      title: 'Claim your handle',
      text: 'Get a public profile at devpath/@you.',
      icon: <IconAt size={20} />,
    });
  } else {
    steps.push({
      to: `/@${user.handle}`,
      title: 'View your public profile',
      text: `Share @${user.handle} with others.`,
      icon: <IconAt size={20} />,
    });
  }
  if (!user.fullName || !user.bio) {
    steps.push({
      to: '/settings',
      title: 'Complete your profile',
      text: 'Add your name, a picture and a short bio.',
      icon: <IconSettings size={20} />,
    });
  }
  if (user.premiumTier !== 'premium') {
    steps.push({
      to: paths.pricing,
      title: 'See premium plans',
      text: 'Compare what the free and premium memberships include.',
      icon: <IconCrown size={20} />,
    });
  }
  return steps;
}

/** /dashboard: XP, streaks, completed modules, what to do next and recent activity. */
export function DashboardPage() {
  const { user, newAccount } = useSession();
  const store = useSessionStore();
  // A new account is greeted as new once; every later visit says "Welcome back".
  const [greetAsNew] = useState(newAccount);
  useEffect(() => {
    if (greetAsNew) store.welcomed();
  }, [greetAsNew, store]);
  const fallback = user ? isFallbackProfile(user) : false;
  const live = Boolean(user) && !fallback;
  // Fresh numbers on every visit: the session's current-user query is read again (activity tracking updates it too).
  useQuery({ ...store.userQuery(), enabled: live, refetchOnMount: 'always' }, store.queries);
  const streakCard = useStreak(live, `${user?.daysStreak}:${user?.lastAccessedAt}`);
  const calendar = useCalendar(live);
  const xpHistory = useXpHistory(live);
  const myRoadmaps = useMyRoadmaps(live);
  const certificates = useMyCertificates(live);
  const latest = myRoadmaps.data?.items[0];
  const catalog = useRoadmapCatalog(Boolean(latest && certificateOf(latest.roadmap.slug, certificates.data?.items)));
  // The session is signed in but its user is still on its way (e.g. right after registering): the page's shape, not a blank.
  if (!user) return <DashboardSkeleton />;

  const xp = user.totalXpEarned;
  const streak = user.daysStreak;
  const modules = user.completedModules;
  const name = user.fullName?.trim() || user.username;

  return (
    <Container size="lg" py="xl">
      <title>Dashboard · DevPath</title>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>{greetAsNew ? `Welcome to DevPath, ${name}` : `Welcome back, ${name}`}</Title>
          <Text c="dimmed" mt={4}>
            {greetAsNew ? 'Your account is ready. Here is where to start.' : 'Here is your progress at a glance.'}
          </Text>
        </div>
        <Group gap="xs">
          {user.handle && (
            <Badge
              variant="light"
              size="lg"
              tt="none"
              component={Link}
              to={`/@${user.handle}`}
              style={{ cursor: 'pointer' }}
            >
              @{user.handle}
            </Badge>
          )}
          <Badge variant="outline" size="lg" color="gray">
            {user.role === 'user' ? 'Learner' : user.role === 'admin' ? 'Admin' : 'Moderator'}
          </Badge>
          {user.premiumTier === 'premium' ? (
            <Badge
              color="teal.9"
              variant="filled"
              autoContrast
              size="lg"
              component={Link}
              to={paths.premium}
              style={{ cursor: 'pointer' }}
              data-testid="premium-badge"
            >
              Premium
            </Badge>
          ) : null}
        </Group>
      </Group>

      <VerifyEmailBanner user={user} mt="md" />

      {fallback && (
        <Alert color="yellow" variant="light" mt="md" title="Showing saved data">
          We could not reach the server, so some of your details may be out of date.
        </Alert>
      )}

      <SimpleGrid cols={{ base: 2, sm: 4 }} mt="lg" spacing={{ base: 'sm', sm: 'md' }}>
        <StatCard label="Total XP" value={number.format(xp)} icon={<IconBolt size={20} />} color="indigo" />
        <StatCard
          label="Current streak"
          value={days(streak)}
          hint={streak > 0 ? 'Keep it going today!' : 'Start a streak today'}
          icon={<IconFlame size={20} />}
          color="orange"
        />
        <StatCard
          label="Longest streak"
          value={days(Math.max(user.longestStreak, streak))}
          icon={<IconTrophy size={20} />}
          color="yellow"
        />
        <StatCard
          label="Completed modules"
          value={number.format(modules.length)}
          icon={<IconChecklist size={20} />}
          color="teal"
        />
      </SimpleGrid>

      {live && (
        <Stack mt="lg">
          <ContinueLearning
            items={myRoadmaps.data?.items}
            loading={myRoadmaps.isPending || certificates.isPending}
            certificates={certificates.data?.items}
            catalog={catalog.data?.items}
          />
          <ReviewCard />
        </Stack>
      )}
      {live && (
        <SimpleGrid cols={{ base: 1, md: 2 }} mt="lg" spacing="lg">
          <StreakCard streak={streakCard.data} loading={streakCard.isPending} />
          <RecentXp items={xpHistory.data?.items} loading={xpHistory.isPending} />
        </SimpleGrid>
      )}
      {live && (
        <SimpleGrid cols={{ base: 1, md: 2 }} mt="lg" spacing="lg">
          <XpChart calendar={calendar.data} loading={calendar.isPending} />
          <ActivityHeatmap calendar={calendar.data} loading={calendar.isPending} />
        </SimpleGrid>
      )}

      <SimpleGrid cols={{ base: 1, md: 2 }} mt="lg" spacing="lg">
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="next-steps">
          <Title order={2} size="h3" id="next-steps" mb="md">
            What to do next
          </Title>
          <Stack gap="xs">
            {nextSteps(user).map((step) => (
              <Link key={step.to} to={step.to} className={classes.step}>
                <span className={classes.stepIcon} aria-hidden="true">
                  {step.icon}
                </span>
                <span>
                  <Text component="span" fw={600} display="block">
                    {step.title}
                  </Text>
                  <Text component="span" size="sm" c="dimmed" display="block">
                    {step.text}
                  </Text>
                </span>
              </Link>
            ))}
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="recent-activity">
          <Title order={2} size="h3" id="recent-activity" mb="md">
            Recent activity
          </Title>
          <dl className={classes.facts}>
            <dt>Last active</dt>
            <dd>{user.lastAccessedAt ? dateTime.format(new Date(user.lastAccessedAt)) : 'Today'}</dd>
            <dt>Daily streak</dt>
            <dd>{streak > 0 ? `${days(streak)} in a row` : 'No active streak yet'}</dd>
            <dt>Member since</dt>
            <dd>{date.format(new Date(user.createdAt))}</dd>
          </dl>
          <Title order={3} size="h5" mt="md" mb="xs">
            Completed modules
          </Title>
          {modules.length === 0 ? (
            <Text size="sm" c="dimmed">
              No modules completed yet.{' '}
              <Anchor component={Link} to="/roadmaps" underline="always" inherit>
                Start a roadmap
              </Anchor>{' '}
              to earn your first XP.
            </Text>
          ) : (
            <ul className={classes.modules}>
              {modules
                .slice(-5)
                .reverse()
                .map((module) => (
                  <li key={module}>{module}</li>
                ))}
            </ul>
          )}
        </Paper>
      </SimpleGrid>
    </Container>
  );
}

export default DashboardPage;
