import { Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import IconArrowRight from '@tabler/icons-react/dist/esm/icons/IconArrowRight.mjs';
import IconCertificate from '@tabler/icons-react/dist/esm/icons/IconCertificate.mjs';
import IconCode from '@tabler/icons-react/dist/esm/icons/IconCode.mjs';
import IconCompass from '@tabler/icons-react/dist/esm/icons/IconCompass.mjs';
import IconFileCv from '@tabler/icons-react/dist/esm/icons/IconFileCv.mjs';
import IconMessageCircle from '@tabler/icons-react/dist/esm/icons/IconMessageCircle.mjs';
import IconRoute from '@tabler/icons-react/dist/esm/icons/IconRoute.mjs';
import IconShoppingBag from '@tabler/icons-react/dist/esm/icons/IconShoppingBag.mjs';
import IconTrophy from '@tabler/icons-react/dist/esm/icons/IconTrophy.mjs';
import { Link } from 'react-router';
import { PageMeta } from '../../../components/PageMeta';
import classes from './HomePage.module.css';
import { LearningPath } from '../components/LearningPath';

const features = [
  {
    title: 'Career quiz',
    text: 'Answer questions about what you enjoy and how you like to work, and see which tech careers suit you and where to begin.',
    to: '/quiz',
    Icon: IconCompass,
  },
  {
    title: 'Roadmaps and bootcamps',
    text: 'Follow a step-by-step learning path for a career, module by module, instead of guessing what to learn next.',
    to: '/roadmaps',
    Icon: IconRoute,
  },
  {
    title: 'Exams and certificates',
    text: 'Each roadmap ends with an exam. Pass it to earn a certificate that anyone can verify online with its code.',
    to: '/verify-certificate',
    Icon: IconCertificate,
  },
  {
    title: 'Coding practice',
    text: 'Solve practice problems in the browser, with tests that tell you when your solution is right.',
    to: '/practice',
    Icon: IconCode,
  },
  {
    title: 'XP, streaks and leaderboards',
    text: 'Earn experience points for the modules you complete, keep a daily streak going and see where you rank.',
    to: '/leaderboard',
    Icon: IconTrophy,
  },
  {
    title: 'Resume builder',
    text: 'Turn your skills, projects and certificates into a clear resume you can send with your applications.',
    to: '/resume-builder',
    Icon: IconFileCv,
  },
  {
    title: 'Marketplace',
    text: 'Find templates, starter kits and components made by developers, to learn from or to build on.',
    to: '/marketplace',
    Icon: IconShoppingBag,
  },
  {
    title: 'Project feedback',
    text: 'Share a project you built and get constructive feedback on what to improve next.',
    to: '/project-feedback',
    Icon: IconMessageCircle,
  },
];

const steps = [
  {
    title: 'Find your direction',
    text: 'Take the career quiz. It suggests tech roles that match what you enjoy and how you like to work.',
  },
  {
    title: 'Follow a roadmap',
    text: 'Work through the modules of the roadmap for that role, at your own pace, with free resources for each step.',
  },
  {
    title: 'Practise and keep going',
    text: 'Solve coding problems, earn XP and keep your streak. Small daily steps add up.',
  },
  {
    title: 'Prove it',
    text: 'Pass the roadmap exam, get a verifiable certificate and put it on the resume you build here.',
  },
];

export function HomePage() {
  return (
    <>
      <PageMeta
        title="DevPath · Free tech learning platform for aspiring developers"
        description="DevPath is a free tech learning platform for aspiring developers: a career quiz, learning roadmaps with exams and certificates, coding practice, XP and streaks, a resume builder and a marketplace."
      />
      <section className={classes.hero} aria-labelledby="home-title">
        <Container size="lg">
          <Stack gap="lg" align="flex-start">
            <span className={classes.eyebrow}>Free tech learning platform</span>
            <Title order={1} id="home-title" className={classes.heroTitle}>
              Find your path into tech, then walk it step by step.
            </Title>
            <Text className={classes.lead}>
              DevPath is a free platform for aspiring developers. A career quiz shows which roles fit you, roadmaps
              guide your learning with an exam and a certificate at the end, coding practice builds your skills, and XP,
              streaks and leaderboards keep you going.
            </Text>
            <Group gap="sm">
              <Button
                component={Link}
                to="/quiz"
                size="lg"
                rightSection={<IconArrowRight size={18} aria-hidden="true" />}
              >
                Take the career quiz
              </Button>
              <Button component={Link} to="/roadmaps" size="lg" variant="default">
                Browse roadmaps
              </Button>
            </Group>
          </Stack>
        </Container>
      </section>

      <Box pt={72}>
        <LearningPath />
      </Box>

      <Container size="lg" pb={72} component="section" aria-labelledby="features-title">
        <Title order={2} id="features-title" mb="xs">
          Everything you need to start a tech career
        </Title>
        <Text mb="xl" maw={680}>
          One place for deciding what to learn, learning it, practising it and showing it to employers.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {features.map(({ title, text, to, Icon }) => (
            <Link key={title} to={to} className={classes.card}>
              <span className={classes.cardIcon}>
                <Icon size={24} stroke={1.75} aria-hidden="true" />
              </span>
              <h3 className={classes.cardTitle}>{title}</h3>
              <Text size="sm">{text}</Text>
            </Link>
          ))}
        </SimpleGrid>
      </Container>

      <Box component="section" aria-labelledby="steps-title" className={classes.steps} py={72}>
        <Container size="lg">
          <Title order={2} id="steps-title" mb="xl">
            How it works
          </Title>
          <SimpleGrid component="ol" cols={{ base: 1, sm: 2, md: 4 }} spacing="xl" className={classes.steps}>
            {steps.map((step) => (
              <li key={step.title} className={classes.step}>
                <h3 className={classes.stepTitle}>{step.title}</h3>
                <Text size="sm">{step.text}</Text>
              </li>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Container size="lg" pt={72} component="section" aria-labelledby="start-title">
        <div className={classes.band}>
          <Group justify="space-between" gap="lg">
            <div>
              <Title order={2} id="start-title" c="white">
                Not sure where to start?
              </Title>
              <Text c="white" mt={6}>
                Begin with the career quiz, or read the documentation to see what DevPath offers.
              </Text>
            </div>
            <Group gap="sm">
              <Button component={Link} to="/quiz" size="md" variant="white" color="indigo.9">
                Take the career quiz
              </Button>
              <Button component={Link} to="/documentation" size="md" variant="outline" color="white">
                Read the documentation
              </Button>
            </Group>
          </Group>
        </div>
      </Container>
    </>
  );
}

export default HomePage;
