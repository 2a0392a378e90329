import { render, screen } from '@testing-library/react';
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
