import { Migration } from '@mikro-orm/migrations';

/**
 * Career quiz: the questions (stable keys; moderators' edits survive content releases) and the
 * results of signed-in learners. The same answers posted again within the same minute (a retry,
 * a double click, the anonymous result attached after sign-in twice) are one result.
 */
export class Migration20261124200000 extends Migration {
  override name = 'Migration20261124200000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "quiz_questions" ("key" varchar(64) not null primary key, "position" int not null, "prompt" text not null, ` +
        `"options" jsonb not null, "published" boolean not null default true, "edited_by_staff" boolean not null default false, ` +
        `"updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "quiz_results" ("id" uuid not null primary key default gen_random_uuid(), "user_id" int not null, ` +
        `"answers" jsonb not null, "answers_hash" char(64) not null, "scores" jsonb not null, "top_track" varchar(20) not null, ` +
        `"taken_at" timestamptz not null, "taken_minute" timestamptz not null, "created_at" timestamptz not null default now(), ` +
        `constraint "quiz_results_once_unique" unique ("user_id", "answers_hash", "taken_minute"));`,
    );
    this.addSql(`create index "quiz_results_user_index" on "quiz_results" ("user_id", "taken_at" desc);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "quiz_results";`);
    this.addSql(`drop table if exists "quiz_questions";`);
  }
}
