import { Migration } from '@mikro-orm/migrations';

/**
 * The weekly league job writes every member's placement twice a week's turn (placed, then
 * settled): the primary key becomes (user_id, week_start), which the separate user index was,
 * so an insert maintains two indexes instead of three; and pages keep 30 % free, so settling
 * (final XP, position, outcome: no indexed column) updates rows in place (HOT) without index work.
 */
export class Migration20261126000000 extends Migration {
  override name = 'Migration20261126000000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "league_placements" drop constraint "league_placements_pkey";`);
    this.addSql(`drop index "league_placements_user_index";`);
    this.addSql(
      `alter table "league_placements" add constraint "league_placements_pkey" primary key ("user_id", "week_start");`,
    );
    this.addSql(`alter table "league_placements" set (fillfactor = 70);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "league_placements" reset (fillfactor);`);
    this.addSql(`alter table "league_placements" drop constraint "league_placements_pkey";`);
    this.addSql(
      `alter table "league_placements" add constraint "league_placements_pkey" primary key ("week_start", "user_id");`,
    );
    this.addSql(`create index "league_placements_user_index" on "league_placements" ("user_id", "week_start");`);
  }
}
