import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../../../platform/access/access.js';
import { DomainError } from '../../../platform/errors/domain-error.js';
import { UsersFacade } from '../../users/index.js';
import { LearnerProgressRepository } from '../domain/learner-progress.repository.js';

export interface ActivityReport {
  userId: number;
  verificationKey: string;
}

export interface ActivityResult {
  daysStreak: number;
  longestStreak: number;
  /** Always false: a visit never starts a streak day (learning actions do, through their events). */
  streakAdvanced: false;
  lastActiveDay: string | null;
  lastAccessedAt: Date;
  totalXpEarned: number;
}

/**
 * The SPA reports activity (spec §7.10): a visit, which moves lastAccessedAt. It is not learning,
 * so it never counts for the streak: only a lesson (module), a problem or an exam does (issue 26).
 * The report must describe the caller: its user id and the verification key derived from the
 * current profile (id, email local part, updatedAt).
 */
@Injectable()
export class RecordActivity {
  constructor(
    private readonly users: UsersFacade,
    private readonly progress: LearnerProgressRepository,
  ) {}

  async execute(actor: AuthenticatedUser, report: ActivityReport, now = new Date()): Promise<ActivityResult> {
    if (report.userId !== actor.id) {
      throw new DomainError('forbidden', 'ACTIVITY_USER_MISMATCH', 'Activity can only be recorded for yourself.');
    }
    const current = await this.users.verificationKey(actor.id);
    if (report.verificationKey !== current.verificationKey) {
      throw new DomainError(
        'forbidden',
        'VERIFICATION_KEY_MISMATCH',
        'The verification key does not match your profile. Reload your profile and try again.',
      );
    }
    const progress = await this.progress.recordVisit(actor.id, current.timeZone, now);
    return {
      daysStreak: progress.daysStreak,
      longestStreak: progress.longestStreak,
      streakAdvanced: false,
      lastActiveDay: progress.lastActiveDay,
      lastAccessedAt: progress.lastAccessedAt ?? now,
      totalXpEarned: progress.totalXpEarned,
    };
  }
}
