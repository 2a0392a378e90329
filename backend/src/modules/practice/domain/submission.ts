import type { JudgeResult, Verdict } from './judge.js';
import type { Json, Language } from './problem.js';

export type SubmissionMode = 'run' | 'submit';
export type SubmissionStatus = 'queued' | 'judging' | 'done';

/** A test as the learner sees it: every detail of a sample; of a hidden test only whether it passed, its time and an error's kind and line. */
export interface ShownTest {
  name: string;
  hidden: boolean;
  passed: boolean;
  timeMs: number;
  input?: Json[];
  expected?: Json;
  actual?: Json;
  stdout?: string;
  error?: { message: string; line?: number };
}

export interface ShownResult {
  verdict: Verdict;
  passedCount: number;
  /** Tests the submission was judged against (judging stops at a Submit's first failure). */
  totalCount: number;
  tests: ShownTest[];
  /** A compilation error, or an error outside any test. */
  error?: { message: string; line?: number };
  totalTimeMs: number;
}

export interface Submission {
  id: string;
  userId: number;
  problemSlug: string;
  language: Language;
  code: string;
  mode: SubmissionMode;
  status: SubmissionStatus;
  verdict: Verdict | null;
  result: ShownResult | null;
  createdAt: Date;
  judgedAt: Date | null;
}

/** Only the kind of an error raised on a hidden test ("IndexError"), never its message: a message can carry the test's input. */
function errorKind(message: string): string {
  const kind = /^\s*([A-Za-z_][\w.]*(?:Error|Exception|Exceeded))\b/.exec(message)?.[1];
  return kind ? `${kind} on a hidden test` : 'An error on a hidden test';
}

/**
 * What the learner is shown of a judge result: tests from index `firstHidden` on are hidden
 * tests, whose input, expected value, actual value, printed output and error message never
 * leave the server (the learner's own print could echo the input).
 */
export function shownResult(
  result: JudgeResult,
  tests: readonly { args: Json[]; expected: Json }[],
  firstHidden: number,
): ShownResult {
  const shown = result.tests.map((outcome, i): ShownTest => {
    if (i >= firstHidden) {
      return {
        name: `Hidden test ${i - firstHidden + 1}`,
        hidden: true,
        passed: outcome.passed,
        timeMs: outcome.timeMs,
        ...(outcome.error
          ? {
              error: {
                message: errorKind(outcome.error.message),
                ...(outcome.error.line ? { line: outcome.error.line } : {}),
              },
            }
          : {}),
      };
    }
    return {
      name: outcome.name,
      hidden: false,
      passed: outcome.passed,
      timeMs: outcome.timeMs,
      input: tests[i].args,
      expected: tests[i].expected,
      ...(outcome.actual !== undefined ? { actual: outcome.actual } : {}),
      stdout: outcome.stdout,
      ...(outcome.error ? { error: outcome.error } : {}),
    };
  });
  return {
    verdict: result.verdict,
    passedCount: result.tests.filter((t) => t.passed).length,
    totalCount: tests.length,
    tests: shown,
    ...(result.error ? { error: result.error } : {}),
    totalTimeMs: result.totalTimeMs,
  };
}

/** The time a submission may take in the sandbox, all its tests together, when the problem has no calibrated limit for the language. */
export const DEFAULT_TIME_LIMIT_MS: Record<Language, number> = {
  javascript: 2_000,
  typescript: 2_000,
  python: 4_000,
  sql: 3_000,
};
/** Calibrated limit: the reference solution's time × 3, and at least this floor. */
export const TIME_LIMIT_FLOOR_MS = 1_000;
/**
 * SQL's floor is higher: its limit also covers building each test's tables, which the reference's
 * query time does not count.
 */
const SQL_TIME_LIMIT_FLOOR_MS = 3_000;
export const calibratedLimit = (referenceMs: number, language?: Language) =>
  Math.max(language === 'sql' ? SQL_TIME_LIMIT_FLOOR_MS : TIME_LIMIT_FLOOR_MS, Math.ceil(referenceMs * 3));

export const SUBMISSION_LIMITS = {
  codeBytes: 64 * 1024,
  outputBytes: 64 * 1024,
  /** Runs and submissions one learner may make per minute. */
  perMinute: 12,
} as const;
