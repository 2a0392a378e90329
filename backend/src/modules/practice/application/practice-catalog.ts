import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { UsersFacade } from '../../users/index.js';
import type { Difficulty } from '../domain/problem.js';
import {
  PracticeRepository,
  type ProblemQuery,
  type ProblemSummary,
  type ProblemView,
} from '../domain/practice.repository.js';

export const problemNotFound = () =>
  new DomainError('not_found', 'PROBLEM_NOT_FOUND', 'There is no published problem with this slug.');

/** Why the viewer may read a problem's editorial. */
export type EditorialUnlock = 'solved' | 'premium';

export interface ProblemPage {
  items: ProblemSummary[];
  total: number;
  tags: string[];
  /** The viewer's solved problems per difficulty (null signed out). */
  solved: Record<Difficulty, number> | null;
}

/** The problem list and a problem's page (the editorial only for those who solved it). */
@Injectable()
export class PracticeCatalog {
  constructor(
    private readonly problems: PracticeRepository,
    private readonly users: UsersFacade,
  ) {}

  /** A public profile's solved problems per difficulty: only when its owner shows their activity. */
  async solvedOnProfile(handle: string): Promise<Record<Difficulty, number>> {
    const user = await this.users.profileOwner(handle);
    if (!user.privacy.showActivity)
      throw new DomainError('not_found', 'ACTIVITY_HIDDEN', 'This learner does not show their activity.');
    return this.problems.solvedCounts(user.id);
  }

  async list(query: ProblemQuery, viewerId: number | null): Promise<ProblemPage> {
    const [page, tags, solved] = await Promise.all([
      this.problems.list(query, viewerId),
      this.problems.tags(),
      viewerId === null ? null : this.problems.solvedCounts(viewerId),
    ]);
    return { ...page, tags, solved };
  }

  async problem(
    slug: string,
    viewerId: number | null,
  ): Promise<ProblemView & { solved: boolean; editorialUnlockedBy: EditorialUnlock | null }> {
    const problem = await this.problems.problem(slug);
    if (!problem) throw problemNotFound();
    const [solved, viewer] = await Promise.all([
      viewerId !== null ? this.problems.solved(viewerId, slug) : false,
      viewerId !== null ? this.users.findAccount(viewerId) : null,
    ]);
    // The editorial is the reward for solving, or a premium member's (checked here, on the
    // server: until then it is not sent at all).
    const unlockedBy: EditorialUnlock | null = solved ? 'solved' : viewer?.premiumTier === 'premium' ? 'premium' : null;
    return { ...problem, editorialMd: unlockedBy ? problem.editorialMd : '', solved, editorialUnlockedBy: unlockedBy };
  }
}
