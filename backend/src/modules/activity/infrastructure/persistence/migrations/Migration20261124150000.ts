import { Migration } from '@mikro-orm/migrations';

/**
 * Weekly leagues (issue 12): opt-in members with their tier; each week's groups and each
 * member's placement in one, with the week's result once it is settled (the history); a row per
 * week marks its placement and settlement, so the weekly job is idempotent.
 */
export class Migration20261124150000 extends Migration {
  override name = 'Migration20261124150000';

  override up(): void | Promise<void> {
    this.addSql(`create index "xp_ledger_user_awarded_index" on "xp_ledger" ("user_id", "awarded_at");`);
    this.addSql(
      `create table "league_members" ("user_id" int not null primary key, "tier" smallint not null default 0, ` +
        `"active" boolean not null default true, "joined_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "league_members_active_tier_index" on "league_members" ("tier") where active;`);
    this.addSql(
      `create table "league_groups" ("id" bigserial primary key, "week_start" date not null, "tier" smallint not null, "number" int not null, ` +
        `constraint "league_groups_week_tier_number_unique" unique ("week_start", "tier", "number"));`,
    );
    this.addSql(
      `create table "league_placements" ("week_start" date not null, "user_id" int not null, ` +
        `"group_id" bigint not null references "league_groups" ("id") on delete cascade, "tier" smallint not null, ` +
        `"final_xp" int null, "final_position" int null, "outcome" varchar(8) null, primary key ("week_start", "user_id"));`,
    );
    this.addSql(`create index "league_placements_group_index" on "league_placements" ("group_id");`);
    this.addSql(`create index "league_placements_user_index" on "league_placements" ("user_id", "week_start");`);
    this.addSql(
      `create table "league_weeks" ("week_start" date not null primary key, "placed_at" timestamptz not null default now(), "settled_at" timestamptz null);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "league_weeks";`);
    this.addSql(`drop table if exists "league_placements";`);
    this.addSql(`drop table if exists "league_groups";`);
    this.addSql(`drop table if exists "league_members";`);
    this.addSql(`drop index if exists "xp_ledger_user_awarded_index";`);
  }
}
