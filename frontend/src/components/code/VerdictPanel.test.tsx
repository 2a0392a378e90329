import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SubmissionResponse } from '../../api/generated/types.gen';
import { TestProviders } from '../../test/render';
import { ProblemSamples } from './ProblemSamples';
import { formatValue } from './ValueDiff';
import { VerdictPanel } from './VerdictPanel';

const judged = (overrides: Partial<SubmissionResponse>): SubmissionResponse => ({
  id: '0b7f8a52-1d2e-4c3b-9a4f-5e6d7c8b9a01',
  problemSlug: 'sum-two',
  language: 'javascript',
  mode: 'submit',
  status: 'done',
  position: 0,
  verdict: null,
  result: null,
  code: '',
  createdAt: new Date().toISOString(),
  judgedAt: null,
  ...overrides,
});

const show = (node: React.ReactNode) => render(<TestProviders>{node}</TestProviders>);

describe('the shared verdict view', () => {
  it('shows a SQL wrong answer as the expected table beside the query result, the differing rows marked', () => {
    show(
      <VerdictPanel
        submission={judged({
          language: 'sql',
          verdict: 'Wrong Answer',
          result: {
            verdict: 'Wrong Answer',
            passedCount: 0,
            totalCount: 3,
            totalTimeMs: 9,
            tests: [
              {
                name: 'an empty team',
                hidden: false,
                passed: false,
                timeMs: 2,
                input: [
                  {
                    teams: [
                      { id: 1, name: 'core' },
                      { id: 2, name: 'docs' },
                    ],
                  },
                ],
                expected: {
                  columns: ['team', 'headcount'],
                  rows: [
                    ['core', 2],
                    ['docs', 0],
                  ],
                },
                actual: {
                  columns: ['team', 'headcount'],
                  types: ['text', 'bigint'],
                  rows: [
                    ['core', 2],
                    ['docs', 1],
                  ],
                },
                stdout: '',
              },
            ],
          },
        })}
      />,
    );
    const expected = screen.getByRole('table', { name: /Expected \(2 rows\)/ });
    const mine = screen.getByRole('table', { name: /Your result \(2 rows\)/ });
    // The input table is shown too.
    expect(screen.getByRole('table', { name: /teams \(2 rows\)/ })).toBeVisible();
    // docs 0 is missing from the result, docs 1 is not expected: each marked in words, not only colour.
    expect(within(expected).getByText('missing').closest('tr')).toHaveTextContent('docs0');
    expect(within(mine).getByText('not expected').closest('tr')).toHaveTextContent('docs1');
    expect(within(mine).queryByText('missing')).toBeNull();
    expect(within(mine).getByText('bigint')).toBeInTheDocument();
    // The verdict is explained in a query's terms, not a function's.
    expect(screen.getByText(/The query's result differs from the expected one/)).toBeVisible();
    expect(screen.queryByText(/The code returned/)).toBeNull();
  });

  it('says when a SQL result has the right rows in another order, or other column names', () => {
    const test = (actual: { columns: string[]; rows: unknown[][] }) =>
      judged({
        language: 'sql',
        verdict: 'Wrong Answer',
        result: {
          verdict: 'Wrong Answer',
          passedCount: 0,
          totalCount: 1,
          totalTimeMs: 3,
          tests: [
            {
              name: 'order',
              hidden: false,
              passed: false,
              timeMs: 1,
              input: [{ teams: [] }],
              expected: {
                columns: ['team', 'n'],
                rows: [
                  ['a', 1],
                  ['b', 2.5],
                ],
              },
              actual,
              stdout: '',
            },
          ],
        },
      });
    const { unmount } = show(
      <VerdictPanel
        submission={test({
          columns: ['team', 'n'],
          rows: [
            ['b', 2.5],
            ['a', 1],
          ],
        })}
      />,
    );
    expect(screen.getByText(/The same rows, in another order/)).toBeInTheDocument();
    unmount();
    show(
      <VerdictPanel
        submission={test({
          columns: ['team', 'total'],
          rows: [
            ['a', 1],
            ['b', 2.5],
          ],
        })}
      />,
    );
    expect(screen.getByText(/Other columns: expected/)).toHaveTextContent('team, n');
  });

  it('opens the first failing test with expected, returned, the diff and my output', () => {
    show(
      <VerdictPanel
        submission={judged({
          verdict: 'Wrong Answer',
          result: {
            verdict: 'Wrong Answer',
            passedCount: 1,
            totalCount: 5,
            totalTimeMs: 4,
            tests: [
              {
                name: 'first',
                hidden: false,
                passed: true,
                timeMs: 1,
                input: [1, 1],
                expected: 2,
                actual: 2,
                stdout: '',
              },
              {
                name: 'second',
                hidden: false,
                passed: false,
                timeMs: 1,
                input: ['ab'],
                expected: 'abc',
                actual: 'abd',
                stdout: 'tried it\n',
              },
            ],
          },
        })}
      />,
    );
    expect(screen.getByTestId('verdict')).toHaveTextContent('Wrong Answer');
    expect(screen.getByText(/1 \/ 5 tests passed/)).toBeInTheDocument();
    expect(screen.getByText('tried it')).toBeVisible();
    expect(document.querySelector('del')).toHaveTextContent('c');
    expect(document.querySelector('ins')).toHaveTextContent('d');
    expect(screen.getByText(/the 3 after it did not run/)).toBeInTheDocument();
  });

  it('names the line of a compilation error', () => {
    show(
      <VerdictPanel
        submission={judged({
          verdict: 'Compilation Error',
          result: {
            verdict: 'Compilation Error',
            passedCount: 0,
            totalCount: 5,
            totalTimeMs: 0,
            tests: [],
            error: { message: 'Unexpected token', line: 3 },
          },
        })}
      />,
    );
    expect(screen.getByText('Line 3')).toBeInTheDocument();
    expect(screen.getByText('Unexpected token')).toBeInTheDocument();
  });

  it('says where a queued submission waits', () => {
    show(<VerdictPanel submission={judged({ status: 'queued', position: 2, mode: 'run' })} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Run (sample tests): waiting for the judge, number 2 in the queue',
    );
  });

  it('shows the samples as arguments and expected values', () => {
    show(
      <ProblemSamples
        problem={{
          signature: {
            name: 'sumTwo',
            params: [
              { name: 'a', type: 'int' },
              { name: 'b', type: 'int' },
            ],
            returns: 'int',
          },
          samples: [{ name: 'small numbers', args: [1, 2], expected: 3 }],
        }}
      />,
    );
    expect(screen.getByText('a = 1, b = 2')).toBeInTheDocument();
    expect(formatValue(undefined)).toBe('undefined');
    expect(formatValue({ a: [1, 2] })).toBe('{"a":[1,2]}');
  });
});
