import type { Comparator, Json, Language } from './problem.js';

/** Judge0's vocabulary. */
export const VERDICTS = [
  'Accepted',
  'Wrong Answer',
  'Time Limit Exceeded',
  'Memory Limit Exceeded',
  'Output Limit Exceeded',
  'Runtime Error',
  'Compilation Error',
] as const;
export type Verdict = (typeof VERDICTS)[number];

export interface JudgeLimits {
  /** Wall time for all tests of the submission together, in ms (calibrated per problem). */
  timeMs: number;
  memoryMb: number;
  /** What console.log / print may write, all tests together, in bytes. */
  outputBytes: number;
  /** The source code's size, in bytes. */
  codeBytes: number;
}

export interface JudgeTest {
  name: string;
  args: Json[];
  expected: Json;
}

export interface JudgeRequest {
  language: Language;
  code: string;
  /** The function to call, already in the language's naming (functionNameIn). */
  functionName: string;
  tests: JudgeTest[];
  comparator: Comparator;
  limits: JudgeLimits;
  /** Submit stops at the first test that does not pass; Run (the samples) runs every test. */
  stopOnFailure: boolean;
  /** SQL: the problem's CREATE TABLE statements, run for every test before its rows are inserted. */
  setup?: string;
}

export interface TestOutcome {
  name: string;
  passed: boolean;
  /** Time spent in the learner's function for this test, in ms. */
  timeMs: number;
  /** What the function returned (absent when it threw or did not finish). */
  actual?: Json;
  /** What the learner's code printed during this test (console.log / print), cut at the output limit. */
  stdout: string;
  /** The error the function threw, with its line in the learner's code when known. */
  error?: { message: string; line?: number };
}

export interface JudgeResult {
  verdict: Verdict;
  /** One entry per test run, in order (with stopOnFailure, up to the first that does not pass). The verdict is the first failure's. */
  tests: TestOutcome[];
  /** For Compilation Error (TypeScript or Python syntax) and errors outside any test (top-level code). */
  error?: { message: string; line?: number };
  /** Wall time of the whole submission in the sandbox, in ms. */
  totalTimeMs: number;
}

/** Runs untrusted code against tests in a sandbox (no file system, network, process or host objects). */
export abstract class Judge {
  abstract judge(request: JudgeRequest): Promise<JudgeResult>;
}
