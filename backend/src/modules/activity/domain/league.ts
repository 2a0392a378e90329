/**
 * Weekly leagues (issue 12): opt-in; each week a member competes in a group of about 30 learners
 * of their tier, ranked by the XP they earn that week (UTC, Monday to Monday). When the week
 * ends, the top of each group moves up a tier and the bottom moves down; the rest stay. XP pays
 * for first passes and new mastery only (the ledger), so repeating old work wins nothing.
 */
export const TIERS = ['Bronze', 'Silver', 'Gold', 'Sapphire', 'Ruby', 'Emerald', 'Diamond'] as const;
export type TierName = (typeof TIERS)[number];
export const GROUP_SIZE = 30;
/** How many of a group move up (with XP that week) and down when a week ends. */
export const PROMOTE = 7;
export const DEMOTE = 5;

export function tierName(tier: number): TierName {
  return TIERS[Math.max(0, Math.min(TIERS.length - 1, tier))];
}

/** The Monday (UTC) that starts the week containing `now`. */
export function weekStart(now: Date): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

/** When the week starting `start` ends (the next Monday, 00:00 UTC). */
export function weekEnd(start: string): Date {
  return new Date(Date.parse(`${start}T00:00:00Z`) + 7 * 86_400_000);
}

export type Outcome = 'promoted' | 'demoted' | 'stayed';

/**
 * Where a member at `position` (1 = most XP) of a group of `size` ends the week. Promotion
 * needs XP that week; a tier's top stays at the top and its bottom at the bottom.
 */
export function outcomeOf(position: number, size: number, xp: number, tier: number): Outcome {
  if (position <= PROMOTE && xp > 0 && tier < TIERS.length - 1) return 'promoted';
  if (position > size - DEMOTE && position > PROMOTE && tier > 0) return 'demoted';
  return 'stayed';
}
