import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Badge, Button, Code, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AttemptResponse } from '../../../api/generated/types.gen';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' });

/** Explanations mark code with backticks: shown as code, the rest as text. */
function Explanation({ text }: { text: string }) {
  return (
    <Text size="sm" c="dimmed">
      {text
        .split(/(`[^`]+`)/)
        .map((part, i) =>
          part.length > 2 && part.startsWith('`') && part.endsWith('`') ? (
            <Code key={i}>{part.slice(1, -1)}</Code>
          ) : (
            part
          ),
        )}
    </Text>
  );
}

const xpFormat = new Intl.NumberFormat();

/** What the pass earned, as the submit answered it (an attempt reloaded later has no award: it was shown then). */
function PassAward({ award }: { award: AttemptResponse['award'] }) {
  if (!award) return <Text>Passing a roadmap's exam earns XP and its certificate, once per roadmap.</Text>;
  if (award.status === 'pending')
    return (
      <Text>
        Your certificate is being issued and your XP counted. They appear in your certificates and on your dashboard
        within a few seconds.
      </Text>
    );
  return (
    <Text>
      {award.xp > 0 ? (
        <>
          You earned <strong>{xpFormat.format(award.xp)} XP</strong> ({xpFormat.format(award.totalXp)} in total).{' '}
        </>
      ) : (
        <>You passed this exam before: its XP was counted then. </>
      )}
      {award.certificate ? (
        <>
          Your certificate <Code>{award.certificate.code}</Code> is issued: anyone can verify it.
        </>
      ) : (
        <>Your certificate of this roadmap is in your certificates.</>
      )}
    </Text>
  );
}

/** A submitted attempt: the score against the pass mark, what comes next, and every question with the right answer and why. */
export function ResultView({ attempt }: { attempt: AttemptResponse }) {
  const result = attempt.result!;
  const textOf = (questionKey: string, keys: string[]) => {
    const question = attempt.questions.find((q) => q.key === questionKey)!;
    return keys.map((k) => question.options.find((o) => o.key === k)?.text ?? k);
  };
  return (
    <Stack gap="lg">
      <Alert color={result.passed ? 'teal' : 'red'} title={result.passed ? 'You passed!' : 'Not this time'}>
        <Stack gap="xs">
          <Text>
            You scored <strong>{result.scorePercent}%</strong> ({result.correctCount} of {result.questionCount} right);
            the pass mark is {result.passMarkPercent}%.
          </Text>
          {result.passed ? (
            <>
              <PassAward award={attempt.award} />
              <Button component={Link} to="/my-certificates" w="fit-content" color="teal">
                See my certificates
              </Button>
            </>
          ) : result.nextAttemptAt ? (
            <Text>
              You can try again on <strong>{when.format(new Date(result.nextAttemptAt))}</strong>. Review the questions
              below and the modules they come from meanwhile.
            </Text>
          ) : null}
        </Stack>
      </Alert>

      <Title order={2} size="h3">
        Review
      </Title>
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {result.review.map((item, i) => {
          const question = attempt.questions.find((q) => q.key === item.key)!;
          return (
            <li key={item.key}>
              <Paper
                withBorder
                p="md"
                radius="md"
                bd={item.right ? undefined : '1px solid var(--mantine-color-red-filled)'}
              >
                <Stack gap="xs">
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <Badge
                      color={item.right ? 'teal' : 'red'}
                      variant="light"
                      leftSection={
                        item.right ? <IconCheck size={12} aria-hidden="true" /> : <IconX size={12} aria-hidden="true" />
                      }
                    >
                      {item.right ? 'Right' : 'Wrong'}
                    </Badge>
                    <Text fw={600}>
                      {i + 1}. {question.prompt}
                    </Text>
                  </Group>
                  {question.code ? <Code block>{question.code}</Code> : null}
                  <List size="sm" spacing={2}>
                    <List.Item>
                      Your answer:{' '}
                      {item.chosen.length ? textOf(item.key, item.chosen).join('; ') : 'not answered in time'}
                    </List.Item>
                    {!item.right ? <List.Item>Correct: {textOf(item.key, item.correct).join('; ')}</List.Item> : null}
                  </List>
                  <Explanation text={item.explanation} />
                </Stack>
              </Paper>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
