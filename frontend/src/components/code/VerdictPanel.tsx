import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Loader.css';
import { Accordion, Alert, Badge, Code, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconEyeOff, IconX } from '@tabler/icons-react';
import type { ShownTestResponse, SubmissionResponse } from '../../api/generated/types.gen';
import classes from './CodeViews.module.css';
import { DataTable, InputTables, isResultTable, RowsDiff } from './ResultTable';
import { formatValue, ValueDiff } from './ValueDiff';

type Verdict = NonNullable<SubmissionResponse['verdict']>;

/** A test's time as people read it: "<1 ms", "12 ms", "1.4 s". */
export const duration = (ms: number) =>
  ms < 1 ? '<1 ms' : ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;

export const VERDICT_COLORS: Record<Verdict, string> = {
  Accepted: 'teal.9',
  'Wrong Answer': 'red.9',
  'Time Limit Exceeded': 'orange.9',
  'Memory Limit Exceeded': 'orange.9',
  'Output Limit Exceeded': 'orange.9',
  'Runtime Error': 'red.9',
  'Compilation Error': 'grape.9',
};

/** What each verdict means for the learner, and what to try. */
const VERDICT_HELP: Record<Verdict, string> = {
  Accepted: 'Every test passed.',
  'Wrong Answer': 'The code returned something else than expected on a test.',
  'Time Limit Exceeded':
    'The tests together took longer than the time limit: look for an endless loop or a slower approach than needed.',
  'Memory Limit Exceeded': 'The code used more memory than the limit allows.',
  'Output Limit Exceeded': 'The code printed more than the output limit: remove the prints inside loops.',
  'Runtime Error': 'The code stopped with an error.',
  'Compilation Error': 'The code could not be read: check the syntax near the line shown.',
};

/** The same for a SQL query: what PostgreSQL did, in a query's terms. */
const SQL_VERDICT_HELP: Record<Verdict, string> = {
  ...VERDICT_HELP,
  'Wrong Answer': "The query's result differs from the expected one on a test: compare the two tables.",
  'Time Limit Exceeded':
    'The query ran longer than the time limit: look for a recursive CTE that never stops or a join without its condition.',
  'Memory Limit Exceeded':
    'The query needed more memory than the limit allows: a join without its condition multiplies the rows.',
  'Runtime Error': 'PostgreSQL stopped the query with an error: its message is shown with the test.',
  'Compilation Error': 'PostgreSQL could not read the query: check the syntax near the line shown.',
};

function TestDetails({ test }: { test: ShownTestResponse }) {
  if (test.hidden) {
    return (
      <Text size="sm" c="dimmed">
        Hidden tests keep their input to themselves
        {test.passed
          ? '.'
          : ': make sure your function handles every case the statement allows (empty input, limits, duplicates, negatives).'}
      </Text>
    );
  }
  const wrong = !test.passed && !test.error && 'actual' in test;
  if (isResultTable(test.expected)) {
    // A SQL test: the input tables, then the expected result beside the query's with the differences marked.
    return (
      <Stack gap="xs">
        <InputTables tables={test.input?.[0]} />
        {isResultTable(test.actual) ? (
          test.passed ? (
            <DataTable
              caption="Your result"
              columns={test.actual.columns}
              types={test.actual.types}
              rows={test.actual.rows}
            />
          ) : (
            <RowsDiff expected={test.expected} actual={test.actual} />
          )
        ) : null}
        {test.error ? (
          <Alert
            color="red"
            variant="light"
            title={test.error.line ? `Error on line ${test.error.line}` : 'Error'}
            p="xs"
          >
            <Code className={classes.diff}>{test.error.message}</Code>
          </Alert>
        ) : null}
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      {test.input !== undefined ? (
        <div>
          <Text size="xs" c="dimmed">
            Input (arguments in order)
          </Text>
          <Code block className={classes.diff}>
            {test.input.map((arg) => formatValue(arg)).join('\n')}
          </Code>
        </div>
      ) : null}
      <Group grow align="flex-start" gap="xs">
        <div>
          <Text size="xs" c="dimmed">
            Expected
          </Text>
          <Code block className={classes.diff}>
            {formatValue(test.expected)}
          </Code>
        </div>
        {'actual' in test ? (
          <div>
            <Text size="xs" c="dimmed">
              Returned
            </Text>
            <Code block className={classes.diff}>
              {formatValue(test.actual)}
            </Code>
          </div>
        ) : null}
      </Group>
      {wrong ? <ValueDiff expected={test.expected} actual={test.actual} /> : null}
      {test.error ? (
        <Alert
          color="red"
          variant="light"
          title={test.error.line ? `Error on line ${test.error.line}` : 'Error'}
          p="xs"
        >
          <Code className={classes.diff}>{test.error.message}</Code>
        </Alert>
      ) : null}
      <div>
        <Text size="xs" c="dimmed">
          Your output (console.log / print)
        </Text>
        {test.stdout ? (
          <Code block className={classes.output}>
            {test.stdout}
          </Code>
        ) : (
          <Text size="sm" c="dimmed" fs="italic">
            Nothing printed.
          </Text>
        )}
      </div>
    </Stack>
  );
}

/** The judge's answer: waiting (with the queue position), judging, then the verdict with every test. */
export function VerdictPanel({ submission }: { submission: SubmissionResponse }) {
  const kind = submission.mode === 'run' ? 'Run (sample tests)' : 'Submission (all tests)';
  if (submission.status !== 'done' || !submission.result || !submission.verdict) {
    return (
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" />
        <Text>
          {submission.status === 'queued' && submission.position > 0
            ? `${kind}: waiting for the judge, number ${submission.position} in the queue…`
            : `${kind}: judging your code…`}
        </Text>
      </Group>
    );
  }
  const { result, verdict } = submission;
  // Item values become element ids: the index, not the test's name (which may hold spaces).
  const firstFailed = result.tests.findIndex((test) => !test.passed);
  return (
    <Stack gap="sm">
      <div role="status" aria-live="polite">
        <Group gap="sm" align="center">
          <Title order={3} size="h4">
            <Badge
              size="lg"
              color={VERDICT_COLORS[verdict]}
              variant="filled"
              autoContrast
              radius="sm"
              data-testid="verdict"
            >
              {verdict}
            </Badge>
          </Title>
          <Text size="sm">
            {result.passedCount} / {result.totalCount} tests passed · {duration(result.totalTimeMs)} · {kind}
          </Text>
        </Group>
        <Text size="sm" c="dimmed" mt={4}>
          {(submission.language === 'sql' ? SQL_VERDICT_HELP : VERDICT_HELP)[verdict]}
        </Text>
      </div>
      {result.error && !result.tests.some((test) => test.error) ? (
        <Alert color="red" variant="light" title={result.error.line ? `Line ${result.error.line}` : 'Message'}>
          <Code className={classes.diff}>{result.error.message}</Code>
        </Alert>
      ) : null}
      {result.tests.length > 0 ? (
        <Accordion variant="separated" multiple defaultValue={firstFailed >= 0 ? [`test-${firstFailed}`] : []}>
          {result.tests.map((test, index) => (
            <Accordion.Item key={test.name} value={`test-${index}`}>
              <Accordion.Control
                icon={
                  test.passed ? (
                    <IconCheck size={16} color="var(--mantine-color-teal-8)" aria-label="passed" />
                  ) : (
                    <IconX size={16} color="var(--mantine-color-red-8)" aria-label="failed" />
                  )
                }
              >
                <Group gap="xs" justify="space-between" wrap="nowrap" pr="xs">
                  <Group gap={6} wrap="nowrap">
                    {test.hidden ? <IconEyeOff size={14} aria-hidden="true" /> : null}
                    <Text size="sm">{test.name}</Text>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {duration(test.timeMs)}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <TestDetails test={test} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      ) : null}
      {submission.mode === 'submit' && result.tests.length < result.totalCount ? (
        <Text size="xs" c="dimmed">
          A submission stops at its first failing test; the {result.totalCount - result.tests.length} after it did not
          run.
        </Text>
      ) : null}
    </Stack>
  );
}
