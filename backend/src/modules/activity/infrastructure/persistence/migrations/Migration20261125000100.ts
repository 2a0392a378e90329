import { Migration } from '@mikro-orm/migrations';

/**
 * A learner's live place on a board (their XP now, among the snapshot's) is found through an
 * index in board order; the refresh job builds it on each new snapshot, this adds it to the
 * snapshots already there.
 */
export class Migration20261125000100 extends Migration {
  override name = 'Migration20261125000100';

  override up(): void | Promise<void> {
    for (const board of ['all', 'month', 'week']) {
      this.addSql(
        `create index if not exists "leaderboard_${board}_xp" on "leaderboard_${board}" ("xp" desc, "position");`,
      );
    }
  }

  override down(): void | Promise<void> {
    for (const board of ['all', 'month', 'week']) this.addSql(`drop index if exists "leaderboard_${board}_xp";`);
  }
}
