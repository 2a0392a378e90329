import { Migration } from '@mikro-orm/migrations';

/**
 * Leaderboard snapshots (issue 12): per board, one row per learner with XP, rank and position,
 * rebuilt by the leaderboard job; one row per board with its period and refresh time (changes
 * notify the caches, so cached pages end with the snapshot they came from). Weekly and monthly
 * boards sum the ledger by award time.
 */
export class Migration20261124140000 extends Migration {
  override name = 'Migration20261124140000';

  override up(): void | Promise<void> {
    this.addSql(`create index "xp_ledger_awarded_at_index" on "xp_ledger" ("awarded_at");`);
    // One snapshot table per board, unlogged (derived data: rebuilt every 5 minutes, and empty
    // after a crash until the next rebuild), swapped in whole by the refresh.
    for (const board of ['all', 'month', 'week']) {
      this.addSql(
        `create unlogged table "leaderboard_${board}" ("user_id" int not null, "xp" int not null, "rank" int not null, "position" int not null);`,
      );
      this.addSql(
        `alter table "leaderboard_${board}" add constraint "leaderboard_${board}_pkey" primary key ("user_id");`,
      );
      this.addSql(`create unique index "leaderboard_${board}_position" on "leaderboard_${board}" ("position");`);
    }
    this.addSql(
      `create table "leaderboard_boards" ("id" varchar(8) not null primary key, "period_start" date not null, ` +
        `"refreshed_at" timestamptz null, "total" int not null default 0);`,
    );
    this.addSql(
      `insert into "leaderboard_boards" ("id", "period_start") values ('all', '1970-01-01'), ('month', date_trunc('month', now() at time zone 'UTC')::date), ('week', date_trunc('week', now() at time zone 'UTC')::date);`,
    );
    this.addSql(
      `create trigger "leaderboard_boards_insert_notify" after insert on "leaderboard_boards" referencing new table as new_rows ` +
        `for each statement execute function devpath_notify_inserted_rows();`,
    );
    for (const event of ['update', 'delete']) {
      this.addSql(
        `create trigger "leaderboard_boards_${event}_notify" after ${event} on "leaderboard_boards" referencing old table as old_rows ` +
          `for each statement execute function devpath_notify_row_changes();`,
      );
    }
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "leaderboard_boards";`);
    for (const board of ['all', 'month', 'week']) this.addSql(`drop table if exists "leaderboard_${board}";`);
    this.addSql(`drop index if exists "xp_ledger_awarded_at_index";`);
  }
}
