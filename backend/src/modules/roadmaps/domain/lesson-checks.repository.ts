import type { CheckAnswer, GradedAttempt, Question, QuestionResult } from './lesson-checks.js';

/** An attempt as stored: what it scored and each question's result (with the explanations). */
export interface StoredAttempt {
  id: string;
  score: number;
  total: number;
  passed: boolean;
  results: QuestionResult[];
  createdAt: Date;
}

/** Modules' checks (with their keys, server-side only) and learners' attempts and passes. */
export abstract class LessonChecksRepository {
  /** The module's questions in order, with their keys; empty when the module has none. */
  abstract questions(moduleKey: string): Promise<Question[]>;
  /** These modules' titles and questions (with their keys), in one read; modules without checks are absent. */
  abstract questionsOf(moduleKeys: readonly string[]): Promise<Map<string, { title: string; questions: Question[] }>>;
  /**
   * Stores an attempt and, when it passed and the learner had not passed the module yet, the
   * module's pass (once: parallel passes keep the first). Returns the attempt, the module's
   * first pass (null while never passed) and whether this attempt recorded it (`firstPass`: true
   * for exactly one attempt per learner and module). Joins the caller's transaction.
   */
  abstract recordAttempt(
    userId: number,
    moduleKey: string,
    answers: readonly CheckAnswer[],
    graded: GradedAttempt,
    now: Date,
  ): Promise<{ attempt: StoredAttempt; passedAt: Date | null; firstPass: boolean }>;
  /** The learner's last attempt at the module's checks, and the module's first pass. */
  abstract latest(userId: number, moduleKey: string): Promise<{ attempt: StoredAttempt | null; passedAt: Date | null }>;
  /** The code exercises (practice problem slugs) of each of these modules that has any. */
  abstract exercisesOf(moduleKeys: readonly string[]): Promise<Map<string, string[]>>;
  /** The modules whose code exercises include this practice problem. */
  abstract modulesWithExercise(slug: string): Promise<string[]>;
  /** Serializes the settling of one learner's module passes (until the caller's transaction ends). */
  abstract lockPassesOf(userId: number): Promise<void>;
  /** Records a module's pass once (a later call keeps the first); true when this call recorded it. */
  abstract recordModulePass(userId: number, moduleKey: string, passedAt: Date): Promise<boolean>;
  /** When the learner passed each of these modules (checks and exercises; never passed: absent). */
  abstract modulePasses(userId: number, moduleKeys: readonly string[]): Promise<Map<string, Date>>;
  /** When the learner first passed each of these modules' checks (modules never passed are absent). */
  abstract passes(userId: number, moduleKeys: readonly string[]): Promise<Map<string, Date>>;
}
