import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventOutbox } from '../../../platform/events/event-outbox.js';
import { Judge, type JudgeResult } from '../domain/judge.js';
import { functionNameIn, LANGUAGES, type Language } from '../domain/problem.js';
import { PracticeRepository, type ProblemForJudging } from '../domain/practice.repository.js';
import { calibratedLimit, DEFAULT_TIME_LIMIT_MS, shownResult, SUBMISSION_LIMITS } from '../domain/submission.js';
import type { ProblemSolved } from '../contracts/events.js';

/**
 * Judges one queued submission: Run against the samples (every one), Submit against samples and
 * hidden tests (stopping at the first failure). The verdict is recorded once, whatever
 * redeliveries; a first accepted Submit publishes 'practice.problem-solved' with it.
 */
@Injectable()
export class Judging {
  private readonly log = new Logger('Judging');

  constructor(
    private readonly em: EntityManager,
    private readonly problems: PracticeRepository,
    private readonly judge: Judge,
    private readonly events: EventOutbox,
  ) {}

  private timeLimit(problem: ProblemForJudging, language: Language): number {
    return problem.timeLimits[language] ?? DEFAULT_TIME_LIMIT_MS[language];
  }

  private run(
    problem: ProblemForJudging,
    language: Language,
    code: string,
    tests: ProblemForJudging['samples'],
    stopOnFailure: boolean,
    timeMs: number,
  ): Promise<JudgeResult> {
    return this.judge.judge({
      language,
      code,
      functionName: functionNameIn(language, problem.signature),
      tests,
      comparator: problem.comparator,
      ...(problem.sqlSchema !== undefined ? { setup: problem.sqlSchema } : {}),
      limits: {
        timeMs,
        memoryMb: problem.memoryLimitMb,
        outputBytes: SUBMISSION_LIMITS.outputBytes,
        codeBytes: SUBMISSION_LIMITS.codeBytes,
      },
      stopOnFailure,
    });
  }

  async judgeSubmission(submissionId: string): Promise<void> {
    const submission = await this.problems.claim(submissionId);
    if (!submission) return; // judged already (a redelivery)
    const problem = await this.problems.forJudging(submission.problemSlug);
    if (!problem) return;
    const tests = submission.mode === 'run' ? problem.samples : [...problem.samples, ...problem.hidden];
    const result = await this.run(
      problem,
      submission.language,
      submission.code,
      tests,
      submission.mode === 'submit',
      this.timeLimit(problem, submission.language),
    );
    const shown = shownResult(result, tests, problem.samples.length);
    await this.em.transactional(async (em) => {
      const { firstSolve, attempts } = await this.problems.recordVerdict(
        submission,
        result.verdict,
        shown,
        problem.difficulty,
      );
      if (firstSolve) {
        await this.events.publish(em, 'practice.problem-solved', {
          submissionId: submission.id,
          userId: submission.userId,
          problemSlug: problem.slug,
          problemTitle: problem.title,
          difficulty: problem.difficulty,
          attempts,
          solvedAt: new Date().toISOString(),
        } satisfies ProblemSolved);
      }
    });
  }

  /**
   * Sets each problem's time limit per language from its reference solution on this judge
   * (3× the reference's time, at least a floor), so an accepted-quality solution never times
   * out. Problems whose reference does not pass keep the default and are logged.
   */
  async calibrate(stopped: () => boolean = () => false): Promise<number> {
    let calibrated = 0;
    for (const { slug, languages } of await this.problems.uncalibrated()) {
      if (stopped()) break;
      const problem = await this.problems.forJudging(slug);
      if (!problem) continue;
      for (const language of languages.filter((l) => (LANGUAGES as readonly string[]).includes(l))) {
        const tests = [...problem.samples, ...problem.hidden];
        const result = await this.run(
          problem,
          language,
          problem.reference[language] ?? '',
          tests,
          true,
          DEFAULT_TIME_LIMIT_MS[language] * 5,
        );
        if (result.verdict !== 'Accepted') {
          this.log.error(
            `the ${language} reference solution of ${slug} is not accepted (${result.verdict}); its time limit stays the default`,
          );
          continue;
        }
        const referenceMs = result.tests.reduce((sum, t) => sum + t.timeMs, 0);
        await this.problems.setTimeLimit(slug, language, calibratedLimit(referenceMs, language));
        calibrated += 1;
      }
    }
    return calibrated;
  }
}
