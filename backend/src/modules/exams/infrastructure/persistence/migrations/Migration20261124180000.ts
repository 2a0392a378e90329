import { Migration } from '@mikro-orm/migrations';

/**
 * Roadmap exams: the question banks (by roadmap slug, stable question keys) and the attempts.
 * An attempt keeps a snapshot of the questions it drew (with the answers, never sent before
 * submission), so editing the bank never changes an attempt in progress or its review.
 * At most one open attempt per learner and roadmap (a partial unique index).
 */
export class Migration20261124180000 extends Migration {
  override name = 'Migration20261124180000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "exam_questions" ("key" varchar(80) not null primary key, "roadmap_slug" varchar(80) not null, ` +
        `"kind" varchar(10) not null, "prompt" text not null, "code" text null, "language" varchar(20) null, ` +
        `"options" jsonb not null, "correct" text[] not null, "explanation" text not null, "module_key" varchar(80) null, ` +
        `"published" boolean not null default true, "edited_by_staff" boolean not null default false, ` +
        `"updated_at" timestamptz not null default now(), ` +
        `constraint "exam_questions_kind_check" check ("kind" in ('single', 'multiple', 'output')));`,
    );
    this.addSql(`create index "exam_questions_roadmap_index" on "exam_questions" ("roadmap_slug") where "published";`);
    this.addSql(
      `create table "exam_attempts" ("id" uuid not null primary key default gen_random_uuid(), "user_id" int not null, ` +
        `"roadmap_slug" varchar(80) not null, "roadmap_title" varchar(200) not null, "questions" jsonb not null, ` +
        `"answers" jsonb not null default '{}', "started_at" timestamptz not null default now(), "deadline_at" timestamptz not null, ` +
        `"submitted_at" timestamptz null, "score_percent" int null, "correct_count" int null, "passed" boolean null);`,
    );
    this.addSql(
      `create unique index "exam_attempts_one_open_index" on "exam_attempts" ("user_id", "roadmap_slug") where "submitted_at" is null;`,
    );
    this.addSql(
      `create index "exam_attempts_history_index" on "exam_attempts" ("user_id", "roadmap_slug", "started_at" desc);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "exam_attempts";`);
    this.addSql(`drop table if exists "exam_questions";`);
  }
}
