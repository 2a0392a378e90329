/**
 * The XP table (issue 12): what each learning achievement pays, once per learner. Served by
 * GET /api/xp/rules so the SPA shows the same numbers. Other modules award XP by publishing
 * their events (a module done, an exam passed, a problem solved, feedback given); streak
 * milestones are awarded here. The ledger's uniqueness rule per (learner, achievement) makes a
 * repeat, a retry or a redelivered event pay nothing.
 */
export interface XpRule {
  /** The achievement key pattern the ledger records (`<kind>:<reference>`). */
  readonly key: string;
  readonly action: string;
  readonly xp: number;
  readonly note: string;
}

export const STREAK_MILESTONES: ReadonlyArray<{ days: number; xp: number }> = [
  { days: 7, xp: 20 },
  { days: 30, xp: 100 },
  { days: 100, xp: 300 },
  { days: 365, xp: 1000 },
];

export const PROBLEM_XP = { easy: 10, medium: 25, hard: 50 } as const;
export const MODULE_XP = 50;
/**
 * A module's checks passed (issue 28): a little more than the self-ticked "done" (MODULE_XP),
 * as it is earned by answering; both are paid, each once per module.
 */
export const MODULE_CHECKS_XP = 60;
export const EXAM_XP = 100;
/** A day's reviews done (issue 28): every review item that was due answered, once per learner and day. */
export const REVIEW_DAY_XP = 15;
export const FEEDBACK_XP = 15;

/** A roadmap module done (once per module key, whichever roadmap it was done on). */
/** The ledger keeps a reason of at most 64 characters. */
const reason = (text: string) => (text.length <= 64 ? text : `${text.slice(0, 63)}…`);
export const moduleAward = (moduleKey: string, title?: string) => ({
  achievement: `module:${moduleKey}`,
  amount: MODULE_XP,
  reason: reason(`Module completed: ${title ?? moduleKey}`),
});
/** A module's checks passed (the first pass per module key, whichever roadmap it was on). */
export const moduleChecksAward = (moduleKey: string, title?: string) => ({
  achievement: `checks:${moduleKey}`,
  amount: MODULE_CHECKS_XP,
  reason: reason(`Checks passed: ${title ?? moduleKey}`),
});
/** A day's review queue finished (once per learner and their calendar day). */
export const reviewDayAward = (day: string) => ({
  achievement: `review:${day}`,
  amount: REVIEW_DAY_XP,
  reason: reason(`Reviews done: ${day}`),
});
/** A roadmap's exam passed (the first pass per roadmap). */
export const examAward = (roadmapSlug: string, roadmapTitle: string) => ({
  achievement: `exam:${roadmapSlug}`,
  amount: EXAM_XP,
  reason: reason(`Exam passed: ${roadmapTitle}`),
});
/** A practice problem solved (the first accepted solution; by difficulty). */
export const problemAward = (problemSlug: string, problemTitle: string, difficulty: keyof typeof PROBLEM_XP) => ({
  achievement: `problem:${problemSlug}`,
  amount: PROBLEM_XP[difficulty],
  reason: reason(`Problem solved: ${problemTitle}`),
});

/** Feedback given on a learner's project (once per project: a redelivered event pays nothing). */
export const feedbackAward = (projectId: number, projectTitle: string) => ({
  achievement: `feedback:${projectId}`,
  amount: FEEDBACK_XP,
  reason: reason(`Feedback given: ${projectTitle}`),
});

export const XP_RULES: readonly XpRule[] = [
  {
    key: 'module:<module>',
    action: 'Complete a roadmap module',
    xp: MODULE_XP,
    note: 'Once per module: a module shared by several roadmaps pays once.',
  },
  {
    key: 'checks:<module>',
    action: "Pass a module's checks",
    xp: MODULE_CHECKS_XP,
    note: 'The first pass only: retries and later passes pay nothing.',
  },
  {
    key: 'review:<day>',
    action: 'Answer every review item due on a day',
    xp: REVIEW_DAY_XP,
    note: 'Once per day (your calendar day), however many items or answers.',
  },
  {
    key: 'exam:<roadmap>',
    action: 'Pass a roadmap exam',
    xp: EXAM_XP,
    note: 'The first pass only; retakes pay nothing.',
  },
  {
    key: 'problem:<problem>',
    action: 'Solve an easy practice problem',
    xp: PROBLEM_XP.easy,
    note: 'The first accepted solution only.',
  },
  {
    key: 'problem:<problem>',
    action: 'Solve a medium practice problem',
    xp: PROBLEM_XP.medium,
    note: 'The first accepted solution only.',
  },
  {
    key: 'problem:<problem>',
    action: 'Solve a hard practice problem',
    xp: PROBLEM_XP.hard,
    note: 'The first accepted solution only.',
  },
  {
    key: 'feedback:<project>',
    action: 'Give useful feedback on a project',
    xp: FEEDBACK_XP,
    note: 'Once per project.',
  },
  ...STREAK_MILESTONES.map(({ days, xp }) => ({
    key: `streak:${days}`,
    action: `Reach a ${days}-day streak`,
    xp,
    note: 'Once per learner: rebuilding a broken streak does not pay again.',
  })),
];

/** The milestone a streak reaches today, if any. */
export function streakMilestone(daysStreak: number): { achievement: string; amount: number; reason: string } | null {
  const milestone = STREAK_MILESTONES.find((m) => m.days === daysStreak);
  return milestone
    ? { achievement: `streak:${milestone.days}`, amount: milestone.xp, reason: `${milestone.days}-day streak` }
    : null;
}
