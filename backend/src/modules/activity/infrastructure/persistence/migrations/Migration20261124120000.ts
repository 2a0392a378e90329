import { Migration } from '@mikro-orm/migrations';

/**
 * Activity owns learner progress (issue 11): XP, streaks, the last activity and the completed
 * modules move out of `users` into `learner_progress` (one row per learner who has any; the
 * rest read as zeros), and every XP total becomes an opening entry of the append-only
 * `xp_ledger`. Loss-free both ways (down copies everything back). Row changes notify the
 * caches (inserts too: a cache may hold "no progress" for a learner).
 */
export class Migration20261124120000 extends Migration {
  override name = 'Migration20261124120000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "learner_progress" ("user_id" int not null primary key, "total_xp" int not null default 0, ` +
        `"days_streak" int not null default 0, "longest_streak" int not null default 0, "last_active_day" date null, ` +
        `"last_accessed_at" timestamptz null, "completed_modules" text[] not null default '{}', ` +
        `"time_zone" varchar(64) not null default 'UTC', "updated_at" timestamptz not null default now());`,
    );
    // The hourly streak reset reads only live streaks.
    this.addSql(
      `create index "learner_progress_live_streak_index" on "learner_progress" ("last_active_day") where days_streak > 0;`,
    );
    this.addSql(
      `create table "xp_ledger" ("id" bigserial primary key, "user_id" int not null, "achievement" varchar(200) not null, ` +
        `"amount" int not null check ("amount" > 0), "reason" varchar(64) not null, "awarded_at" timestamptz not null default now(), ` +
        `constraint "xp_ledger_user_id_achievement_unique" unique ("user_id", "achievement"));`,
    );
    // Entries are never changed (a deleted account's entries are deleted with it).
    this.addSql(
      `create trigger "xp_ledger_append_only" before update on "xp_ledger" for each statement execute function devpath_refuse_change();`,
    );

    this.addSql(
      `insert into "learner_progress" ("user_id", "total_xp", "days_streak", "longest_streak", "last_active_day", "last_accessed_at", "completed_modules", "time_zone", "updated_at") ` +
        `select "id", "total_xp_earned", "days_streak", "longest_streak", "last_active_day", "last_accessed_at", "completed_modules", "time_zone", now() from "users" ` +
        `where "total_xp_earned" <> 0 or "days_streak" <> 0 or "longest_streak" <> 0 or "last_active_day" is not null ` +
        `or "last_accessed_at" is not null or cardinality("completed_modules") > 0;`,
    );
    this.addSql(
      `insert into "xp_ledger" ("user_id", "achievement", "amount", "reason", "awarded_at") ` +
        `select "id", 'opening-balance', "total_xp_earned", 'XP earned before the ledger', now() from "users" where "total_xp_earned" > 0;`,
    );
    this.addSql(
      `alter table "users" drop column "total_xp_earned", drop column "days_streak", drop column "longest_streak", ` +
        `drop column "last_active_day", drop column "last_accessed_at", drop column "completed_modules";`,
    );

    this.addSql(`
create function devpath_notify_changed_user_ids() returns trigger language plpgsql as $$
declare
  changed int;
  ids text;
begin
  if TG_OP = 'INSERT' then
    select count(*), string_agg(user_id::text, ',') into changed, ids from (select user_id from new_rows limit 101) as picked;
  else
    select count(*), string_agg(user_id::text, ',') into changed, ids from (select user_id from old_rows limit 101) as picked;
  end if;
  if changed = 0 then
    return null;
  end if;
  perform pg_notify('devpath_row_changes', TG_TABLE_NAME || ':' || case when changed > 100 then '*' else ids end);
  return null;
end
$$;`);
    this.addSql(
      `create trigger "learner_progress_insert_notify" after insert on "learner_progress" referencing new table as new_rows ` +
        `for each statement execute function devpath_notify_changed_user_ids();`,
    );
    for (const event of ['update', 'delete']) {
      this.addSql(
        `create trigger "learner_progress_${event}_notify" after ${event} on "learner_progress" referencing old table as old_rows ` +
          `for each statement execute function devpath_notify_changed_user_ids();`,
      );
    }
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "users" add column "total_xp_earned" int not null default 0, add column "days_streak" int not null default 0, ` +
        `add column "longest_streak" int not null default 0, add column "last_active_day" date null, ` +
        `add column "last_accessed_at" timestamptz null, add column "completed_modules" text[] not null default '{}';`,
    );
    this.addSql(
      `update "users" u set "total_xp_earned" = p."total_xp", "days_streak" = p."days_streak", "longest_streak" = p."longest_streak", ` +
        `"last_active_day" = p."last_active_day", "last_accessed_at" = p."last_accessed_at", "completed_modules" = p."completed_modules" ` +
        `from "learner_progress" p where p."user_id" = u."id";`,
    );
    this.addSql(`drop table if exists "xp_ledger" cascade;`);
    this.addSql(`drop table if exists "learner_progress" cascade;`);
    this.addSql('drop function if exists devpath_notify_changed_user_ids();');
  }
}
