import { Migration } from '@mikro-orm/migrations';

/**
 * Lesson checks (issue 28, first increment): each module's graded questions with their keys
 * (loaded from the content pack, kept on the server), every attempt a learner makes, and the
 * first time a learner passed a module's checks (distinct from the self-ticked status in
 * module_progress). Keyed by module key and user id, like module_progress.
 */
export class Migration20261127040000 extends Migration {
  override name = 'Migration20261127040000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "module_checks" ("module_key" varchar(80) not null primary key references "roadmap_modules" ("key"), ` +
        `"questions" jsonb not null, "edited_by_staff" boolean not null default false, ` +
        `"updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "check_attempts" ("id" bigserial primary key, "user_id" int not null, "module_key" varchar(80) not null, ` +
        `"answers" jsonb not null, "results" jsonb not null, "score" int not null, "total" int not null, ` +
        `"passed" boolean not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "check_attempts_user_module_index" on "check_attempts" ("user_id", "module_key", "id" desc);`,
    );
    this.addSql(
      `create table "module_check_passes" ("user_id" int not null, "module_key" varchar(80) not null, ` +
        `"passed_at" timestamptz not null, "attempt_id" bigint not null, primary key ("user_id", "module_key"));`,
    );
  }

  override down(): void | Promise<void> {
    for (const table of ['module_check_passes', 'check_attempts', 'module_checks'])
      this.addSql(`drop table if exists "${table}" cascade;`);
  }
}
