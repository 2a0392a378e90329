import { Migration } from '@mikro-orm/migrations';

/**
 * The review queue (issue 28): one row per learner and item (a missed check question or a problem
 * that took more than one Submit) holding its FSRS card, and the days a learner finished every
 * item that was due (the day's XP is paid once per row).
 */
export class Migration20261127083117 extends Migration {
  override name = 'Migration20261127083117';

  override up(): void | Promise<void> {
    this.addSql(`create table "review_items" (
      "id" uuid not null default gen_random_uuid() primary key,
      "user_id" int not null,
      "kind" varchar(10) not null check ("kind" in ('check', 'problem')),
      "module_key" varchar(120) not null default '',
      "ref" varchar(160) not null,
      "title" varchar(200) null,
      "due" timestamptz not null,
      "stability" double precision not null,
      "difficulty" double precision not null,
      "elapsed_days" int not null,
      "scheduled_days" int not null,
      "learning_steps" int not null,
      "reps" int not null,
      "lapses" int not null,
      "state" smallint not null,
      "last_review" timestamptz null,
      "source_id" varchar(64) null,
      "rerate_from" jsonb null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "review_items_user_item_unique" unique ("user_id", "kind", "module_key", "ref")
    );`);
    this.addSql(`create index "review_items_user_due_index" on "review_items" ("user_id", "due");`);
    this.addSql(`create table "review_days" (
      "user_id" int not null,
      "day" date not null,
      "completed_at" timestamptz not null,
      primary key ("user_id", "day")
    );`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "review_days";`);
    this.addSql(`drop table if exists "review_items";`);
  }
}
