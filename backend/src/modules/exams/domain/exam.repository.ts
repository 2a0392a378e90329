import type { DrawnQuestion, Grade, SavedAnswer } from './exam.js';

export interface Attempt {
  id: string;
  userId: number;
  roadmapSlug: string;
  roadmapTitle: string;
  questions: DrawnQuestion[];
  answers: Record<string, SavedAnswer>;
  startedAt: Date;
  deadlineAt: Date;
  submittedAt: Date | null;
  scorePercent: number | null;
  correctCount: number | null;
  passed: boolean | null;
}

export interface AttemptSummary {
  id: string;
  startedAt: Date;
  submittedAt: Date | null;
  scorePercent: number | null;
  passed: boolean | null;
}

export abstract class ExamRepository {
  /** The published questions of a roadmap's bank (with their answers: server-side only). */
  abstract bank(roadmapSlug: string): Promise<DrawnQuestion[]>;
  abstract bankSize(roadmapSlug: string): Promise<number>;
  /** The learner's attempts at a roadmap's exam, newest first. */
  abstract history(userId: number, roadmapSlug: string, limit: number): Promise<AttemptSummary[]>;
  abstract openAttempt(userId: number, roadmapSlug: string): Promise<Attempt | null>;
  /** Whether the learner has passed this roadmap's exam already (a pass before the one being graded). */
  abstract passedBefore(userId: number, roadmapSlug: string): Promise<boolean>;
  /** When the last failed attempt was submitted (for the cooldown). */
  abstract lastFailureAt(userId: number, roadmapSlug: string): Promise<Date | null>;
  /** Inserts an open attempt; null when the learner has an open one already (parallel starts). */
  abstract create(
    attempt: Omit<Attempt, 'id' | 'answers' | 'submittedAt' | 'scorePercent' | 'correctCount' | 'passed'>,
  ): Promise<Attempt | null>;
  /** The learner's attempt, locked for update when `lock` (inside a transaction). */
  abstract find(userId: number, attemptId: string, lock?: boolean): Promise<Attempt | null>;
  abstract saveAnswers(attemptId: string, answers: Record<string, SavedAnswer>): Promise<void>;
  abstract recordGrade(
    attemptId: string,
    grade: Grade,
    submittedAt: Date,
    answers: Record<string, SavedAnswer>,
  ): Promise<void>;
  abstract forget(userId: number): Promise<void>;
}
