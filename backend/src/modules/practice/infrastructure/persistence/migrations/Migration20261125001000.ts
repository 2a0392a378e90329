import { Migration } from '@mikro-orm/migrations';

/**
 * Coding practice (issue 14): problems (stable slugs; staff edits survive content releases; the
 * reference solutions and hidden tests stay in the database, never in an answer), submissions
 * (Run and Submit, judged from a durable queue), first solves, and per-problem counters for the
 * acceptance rate.
 */
export class Migration20261125001000 extends Migration {
  override name = 'Migration20261125001000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "practice_problems" ("slug" varchar(80) not null primary key, "position" int not null, "title" varchar(200) not null, ` +
        `"difficulty" varchar(8) not null check ("difficulty" in ('easy', 'medium', 'hard')), "tags" text[] not null default '{}', ` +
        `"statement_md" text not null, "constraints" jsonb not null, "signature" jsonb not null, "starter" jsonb not null, "reference" jsonb not null, ` +
        `"samples" jsonb not null, "hidden" jsonb not null, "comparator" jsonb not null, "hints" jsonb not null, "editorial_md" text not null, ` +
        `"memory_limit_mb" int not null, "time_limits" jsonb not null default '{}', ` +
        `"submissions" int not null default 0, "accepted" int not null default 0, ` +
        `"published" boolean not null default true, "edited_by_staff" boolean not null default false, "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "practice_problems_position_index" on "practice_problems" ("position");`);
    this.addSql(
      `create table "practice_submissions" ("id" uuid not null primary key default gen_random_uuid(), "user_id" int not null, ` +
        `"problem_slug" varchar(80) not null references "practice_problems" ("slug") on update cascade, ` +
        `"language" varchar(16) not null, "code" text not null, "mode" varchar(8) not null check ("mode" in ('run', 'submit')), ` +
        `"status" varchar(8) not null default 'queued' check ("status" in ('queued', 'judging', 'done')), ` +
        `"verdict" varchar(32) null, "result" jsonb null, "created_at" timestamptz not null default now(), "judged_at" timestamptz null);`,
    );
    this.addSql(
      `create index "practice_submissions_user_problem_index" on "practice_submissions" ("user_id", "problem_slug", "created_at" desc);`,
    );
    this.addSql(
      `create index "practice_submissions_user_created_index" on "practice_submissions" ("user_id", "created_at");`,
    );
    this.addSql(
      `create index "practice_submissions_waiting_index" on "practice_submissions" ("created_at") where "status" <> 'done';`,
    );
    this.addSql(
      `create table "practice_solved" ("user_id" int not null, "problem_slug" varchar(80) not null references "practice_problems" ("slug") on update cascade, ` +
        `"difficulty" varchar(8) not null, "submission_id" uuid not null, "solved_at" timestamptz not null default now(), primary key ("user_id", "problem_slug"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "practice_solved";`);
    this.addSql(`drop table if exists "practice_submissions";`);
    this.addSql(`drop table if exists "practice_problems";`);
  }
}
