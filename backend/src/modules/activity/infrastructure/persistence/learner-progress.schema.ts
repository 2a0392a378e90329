import { defineEntity, p } from '@mikro-orm/core';
import { LearnerProgress } from '../../domain/learner-progress.js';

/** learner_progress: one row per learner who has any progress (keyed by user id; no row = the zeros). */
export const LearnerProgressSchema = defineEntity({
  class: LearnerProgress,
  tableName: 'learner_progress',
  properties: {
    userId: p.integer().primary().autoincrement(false),
    totalXpEarned: p.integer().fieldName('total_xp').default(0),
    daysStreak: p.integer().default(0),
    longestStreak: p.integer().default(0),
    lastActiveDay: p.string().columnType('date').nullable(),
    lastAccessedAt: p.datetime().nullable(),
    lastLearnedAt: p.datetime().nullable(),
    completedModules: p.array().defaultRaw("'{}'"),
    previousStreak: p.integer().default(0),
    freezesHeld: p.smallint().default(0),
    streakThrough: p.string().columnType('date').nullable(),
    timeZone: p.string().length(64).default('UTC'),
    updatedAt: p.datetime(),
  },
});

/** The append-only XP ledger: one row per (learner, achievement); amounts sum to learner_progress.total_xp. */
export const XpLedgerSchema = defineEntity({
  name: 'XpLedgerEntry',
  tableName: 'xp_ledger',
  properties: {
    id: p.bigint().primary().autoincrement(),
    userId: p.integer(),
    achievement: p.string().length(200),
    amount: p.integer(),
    reason: p.string().length(64),
    awardedAt: p.datetime(),
  },
  uniques: [{ properties: ['userId', 'achievement'] }],
});
