import { Injectable } from '@nestjs/common';
import { PracticeFacade } from '../../practice/index.js';
import { modulePassedAt, type ModuleExercise } from '../domain/roadmap.js';
import { LessonChecksRepository } from '../domain/lesson-checks.repository.js';

/** Each module's code exercises with the learner's first solve of each. */
export type ExercisesOfModules = Map<string, ModuleExercise[]>;

/**
 * Earned progress (issue 28): a module is passed when its checks are passed and every one of its
 * code exercises is solved. Whichever comes last (a passing attempt at the checks, or the
 * accepted solution of an exercise) settles the pass; the learner's lock makes the two paths see
 * each other, so a pass is never missed when both happen at once, and it is stored once.
 */
@Injectable()
export class ModulePasses {
  constructor(
    private readonly checks: LessonChecksRepository,
    private readonly practice: PracticeFacade,
  ) {}

  /** Each of these modules' exercises (modules without any are absent) and when the learner solved each. */
  async exercisesOf(userId: number, moduleKeys: readonly string[]): Promise<ExercisesOfModules> {
    const exercises = await this.checks.exercisesOf(moduleKeys);
    const solved = await this.practice.solvedAmong(userId, [...new Set([...exercises.values()].flat())]);
    return new Map(
      [...exercises].map(([key, slugs]) => [key, slugs.map((slug) => ({ slug, solvedAt: solved.get(slug) ?? null }))]),
    );
  }

  /**
   * Records the pass of each of these modules the learner has now earned and not yet recorded.
   * Runs inside the caller's transaction (it takes the learner's lock until it ends). Returns the
   * module keys passed by this call.
   */
  async settle(userId: number, moduleKeys: readonly string[]): Promise<string[]> {
    if (moduleKeys.length === 0) return [];
    await this.checks.lockPassesOf(userId);
    const [checksPassed, recorded] = await Promise.all([
      this.checks.passes(userId, moduleKeys),
      this.checks.modulePasses(userId, moduleKeys),
    ]);
    const open = moduleKeys.filter((key) => checksPassed.has(key) && !recorded.has(key));
    if (open.length === 0) return [];
    const exercises = await this.exercisesOf(userId, open);
    const passed: string[] = [];
    for (const key of open) {
      const at = modulePassedAt(checksPassed.get(key), exercises.get(key) ?? []);
      if (at && (await this.checks.recordModulePass(userId, key, at))) passed.push(key);
    }
    return passed;
  }
}
