import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { Judge, type Verdict } from '../domain/judge.js';
import { PracticeRepository, type StaffProblem, type StaffProblemLine } from '../domain/practice.repository.js';
import {
  functionNameIn,
  problemLanguages,
  problemContentProblems,
  type Language,
  type ProblemContent,
} from '../domain/problem.js';
import { calibratedLimit, DEFAULT_TIME_LIMIT_MS, SUBMISSION_LIMITS } from '../domain/submission.js';

/** One check of a staff-written problem on the judge. */
export interface ProblemCheck {
  language: Language;
  solution: 'reference' | 'starter';
  verdict: Verdict;
  /** Reference: Accepted on every test. Starter: anything but Accepted. */
  ok: boolean;
  passed: number;
  total: number;
  message?: string;
}

const problemNotFound = () => new DomainError('not_found', 'PROBLEM_NOT_FOUND', 'There is no problem with this slug.');

/**
 * Moderators and admins write problems. A problem is stored only when, on this judge, every
 * language's reference solution passes every test and no starter code does (the rule the
 * shipped problems' test proves); its time limits are calibrated from the reference's run.
 */
@Injectable()
export class ProblemAuthoring {
  constructor(
    private readonly problems: PracticeRepository,
    private readonly judge: Judge,
  ) {}

  list(): Promise<StaffProblemLine[]> {
    return this.problems.staffList();
  }

  async get(slug: string): Promise<StaffProblem> {
    const problem = await this.problems.staffProblem(slug);
    if (!problem) throw problemNotFound();
    return problem;
  }

  async save(problem: ProblemContent, published: boolean): Promise<{ problem: StaffProblem; checks: ProblemCheck[] }> {
    const broken = problemContentProblems(problem);
    if (broken.length)
      throw new DomainError(
        'invalid',
        'PROBLEM_INVALID',
        broken[0],
        broken.map((problem) => ({ problem })),
      );

    const tests = [...problem.samples, ...problem.hidden];
    const checks: ProblemCheck[] = [];
    const timeLimits: Partial<Record<Language, number>> = {};
    // One language after another, reference and starter at once: the judge's own queue bounds the work.
    for (const language of problemLanguages(problem)) {
      const run = (code: string, stopOnFailure: boolean) =>
        this.judge.judge({
          language,
          code,
          functionName: functionNameIn(language, problem.signature),
          tests,
          comparator: problem.comparator,
          stopOnFailure,
          ...(problem.sqlSchema !== undefined ? { setup: problem.sqlSchema } : {}),
          limits: {
            timeMs: DEFAULT_TIME_LIMIT_MS[language] * 5,
            memoryMb: problem.memoryLimitMb,
            outputBytes: SUBMISSION_LIMITS.outputBytes,
            codeBytes: SUBMISSION_LIMITS.codeBytes,
          },
        });
      const [reference, starter] = await Promise.all([
        run(problem.reference[language] ?? '', true),
        run(problem.starter[language] ?? '', true),
      ]);
      const summary = (solution: ProblemCheck['solution'], result: typeof reference, ok: boolean): ProblemCheck => ({
        language,
        solution,
        verdict: result.verdict,
        ok,
        passed: result.tests.filter((t) => t.passed).length,
        total: tests.length,
        ...(result.error
          ? { message: result.error.message }
          : !ok && solution === 'reference'
            ? { message: `fails the test "${result.tests.find((t) => !t.passed)?.name ?? '?'}"` }
            : {}),
      });
      checks.push(
        summary('reference', reference, reference.verdict === 'Accepted'),
        summary('starter', starter, starter.verdict !== 'Accepted'),
      );
      if (reference.verdict === 'Accepted')
        timeLimits[language] = calibratedLimit(
          reference.tests.reduce((sum, t) => sum + t.timeMs, 0),
          language,
        );
    }
    const failed = checks.filter((c) => !c.ok);
    if (failed.length) {
      const first = failed[0];
      throw new DomainError(
        'invalid',
        'PROBLEM_CHECK_FAILED',
        first.solution === 'reference'
          ? `The ${first.language} reference solution is not accepted (${first.verdict}).`
          : `The ${first.language} starter code passes every test: it must leave the work to the learner.`,
        checks,
      );
    }
    await this.problems.saveProblem(problem, { published, timeLimits });
    return { problem: await this.get(problem.slug), checks };
  }
}
