import { Migration } from '@mikro-orm/migrations';

/**
 * Streaks with freezes (issue 12): the previous streak, freezes held, the last day the streak
 * covers (active or frozen), the days each freeze covered, and each learner's learning days
 * (the heatmap). Days are the learner's local calendar days (activity/domain/learner-day.ts).
 */
export class Migration20261124130000 extends Migration {
  override name = 'Migration20261124130000';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "learner_progress" add column "previous_streak" int not null default 0, ` +
        `add column "freezes_held" smallint not null default 0 check ("freezes_held" between 0 and 2), add column "streak_through" date null;`,
    );
    this.addSql(`update "learner_progress" set "streak_through" = "last_active_day" where "days_streak" > 0;`);
    // The hourly job reads live streaks by the day they cover through.
    this.addSql(`drop index "learner_progress_live_streak_index";`);
    this.addSql(
      `create index "learner_progress_live_streak_index" on "learner_progress" ("streak_through") where days_streak > 0;`,
    );
    this.addSql(
      `create table "streak_freezes" ("user_id" int not null, "day" date not null, primary key ("user_id", "day"));`,
    );
    this.addSql(
      `create table "activity_days" ("user_id" int not null, "day" date not null, primary key ("user_id", "day"));`,
    );
    this.addSql(
      `insert into "activity_days" ("user_id", "day") select "user_id", "last_active_day" from "learner_progress" where "last_active_day" is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "activity_days";`);
    this.addSql(`drop table if exists "streak_freezes";`);
    this.addSql(`drop index "learner_progress_live_streak_index";`);
    this.addSql(
      `create index "learner_progress_live_streak_index" on "learner_progress" ("last_active_day") where days_streak > 0;`,
    );
    this.addSql(
      `alter table "learner_progress" drop column "previous_streak", drop column "freezes_held", drop column "streak_through";`,
    );
  }
}
