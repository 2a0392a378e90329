import { isOperation, type QueryOperationId } from './api/operations';

/**
 * What a learning action answered with when it earned XP (a module's first "done", a module's
 * checks first passed, an exam passed): the server delivers the award before it answers, or says
 * `pending` when it could not in time (the XP follows in the background, once).
 */
export interface XpAward {
  status: 'delivered' | 'pending';
  xp: number;
  totalXp: number;
  daysStreak: number;
}

/** The queries an award changes: my XP and completed modules, streak, calendar, XP history, boards. */
export const XP_AWARD_OPERATIONS: readonly QueryOperationId[] = [
  'getMe',
  'getStats',
  'getMyStreak',
  'getMyXpHistory',
  'getMyCalendar',
  'getLeaderboard',
  'getMyLeague',
];
export const XP_AWARD_QUERIES = isOperation(...XP_AWARD_OPERATIONS);

const xpFormat = new Intl.NumberFormat();

/**
 * An award in words for a toast: "<title>: +N XP" and "<details> · N XP in total · N-day streak";
 * `again` when it paid nothing (defaults to the title); while pending, the title and `pending`.
 */
export function xpAwardToast(
  award: XpAward,
  text: { title: string; pending: string; again?: string; details?: readonly string[] },
): { title: string; description: string } {
  if (award.status === 'pending') return { title: text.title, description: text.pending };
  return {
    title: award.xp > 0 ? `${text.title}: +${xpFormat.format(award.xp)} XP` : (text.again ?? text.title),
    description: [
      ...(text.details ?? []),
      `${xpFormat.format(award.totalXp)} XP in total`,
      `${award.daysStreak}-day streak`,
    ].join(' · '),
  };
}
