import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventOutbox } from '../../../platform/events/event-outbox.js';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { problemLanguages, type Language } from '../domain/problem.js';
import { PracticeRepository } from '../domain/practice.repository.js';
import { SUBMISSION_LIMITS, type Submission, type SubmissionMode } from '../domain/submission.js';
import { problemNotFound } from './practice-catalog.js';

export const submissionNotFound = () =>
  new DomainError('not_found', 'SUBMISSION_NOT_FOUND', 'There is no submission of yours with this id.');

export interface SubmissionState extends Submission {
  /** Place in the judge queue while queued (1 = next), else 0. */
  position: number;
}

/** Runs and submissions: stored and announced in one transaction, then judged from the queue. */
@Injectable()
export class Submissions {
  constructor(
    private readonly em: EntityManager,
    private readonly problems: PracticeRepository,
    private readonly events: EventOutbox,
  ) {}

  async create(
    userId: number,
    problemSlug: string,
    mode: SubmissionMode,
    language: Language,
    code: string,
  ): Promise<SubmissionState> {
    const problem = await this.problems.problem(problemSlug);
    if (!problem) throw problemNotFound();
    const offered = problemLanguages(problem);
    if (!offered.includes(language))
      throw new DomainError(
        'invalid',
        'LANGUAGE_NOT_OFFERED',
        `This problem is solved in ${offered.join(', ')}, not in ${language}.`,
        { languages: offered },
      );
    if (Buffer.byteLength(code, 'utf8') > SUBMISSION_LIMITS.codeBytes) {
      throw new DomainError(
        'invalid',
        'CODE_TOO_LARGE',
        `Code may be at most ${SUBMISSION_LIMITS.codeBytes / 1024} KiB.`,
      );
    }
    // Counted and inserted under a per-learner lock: parallel requests cannot all pass the count.
    const submission = await this.em.transactional(async (em) => {
      await this.problems.lockSubmitter(userId);
      if ((await this.problems.recentSubmissionCount(userId, 60_000)) >= SUBMISSION_LIMITS.perMinute) {
        throw new DomainError(
          'rate_limited',
          'SUBMISSIONS_RATE_LIMITED',
          `At most ${SUBMISSION_LIMITS.perMinute} runs and submissions a minute: wait a moment and try again.`,
          {
            retryAfterSeconds: 60,
          },
        );
      }
      const stored = await this.problems.insertSubmission({ userId, problemSlug, language, code, mode });
      await this.events.publish(em, 'practice.submission-created', { submissionId: stored.id });
      return stored;
    });
    return { ...submission, position: await this.problems.positionOf(submission) };
  }

  /** The learner's own submission (another learner's is "not found", never "forbidden"). */
  async get(userId: number, id: string): Promise<SubmissionState> {
    const submission = await this.problems.submission(id);
    if (!submission || submission.userId !== userId) throw submissionNotFound();
    return { ...submission, position: await this.problems.positionOf(submission) };
  }

  async history(userId: number, problemSlug: string, page: number, pageSize: number) {
    return this.problems.history(userId, problemSlug, page, pageSize);
  }
}
