import { Injectable } from '@nestjs/common';
import type { Difficulty } from '../domain/problem.js';
import { PracticeRepository } from '../domain/practice.repository.js';

/** What other modules may ask of practice: the problems a learner solved. */
@Injectable()
export class PracticeFacade {
  constructor(private readonly practice: PracticeRepository) {}

  /** The learner's first solves, oldest first. */
  solvedBy(userId: number): Promise<Array<{ slug: string; title: string; difficulty: Difficulty; solvedAt: Date }>> {
    return this.practice.solvedBy(userId);
  }
}
