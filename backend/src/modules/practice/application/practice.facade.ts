import { Injectable } from '@nestjs/common';
import type { Difficulty } from '../domain/problem.js';
import { PracticeRepository } from '../domain/practice.repository.js';

/** What other modules may ask of practice: the problems a learner solved. */
@Injectable()
export class PracticeFacade {
  constructor(private readonly practice: PracticeRepository) {}

  /** When the learner first solved each of these problems (those never solved are absent). */
  solvedAmong(userId: number, slugs: readonly string[]): Promise<Map<string, Date>> {
    return this.practice.solvedAmong(userId, slugs);
  }

  /** The learner's first solves, oldest first. */
  solvedBy(userId: number): Promise<Array<{ slug: string; title: string; difficulty: Difficulty; solvedAt: Date }>> {
    return this.practice.solvedBy(userId);
  }
}
