import { Migration } from '@mikro-orm/migrations';

/**
 * Earned progress (issue 28): a module's checks include its code exercises, the practice
 * problems (slugs) a learner must solve for the module to count as passed. Empty for modules
 * whose topic is not code. A module's pass (its checks passed and every exercise solved) is
 * stored once per learner and module key when the later of the two happens. Learners' rows are
 * untouched: self-ticked statuses stay as they were and are shown as "marked done"; they count
 * for the progress bar as before, and the exam opens when every module is passed.
 */
export class Migration20261127080000 extends Migration {
  override name = 'Migration20261127080000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "module_checks" add column "exercises" text[] not null default '{}';`);
    this.addSql(`create index "module_checks_exercises_index" on "module_checks" using gin ("exercises");`);
    this.addSql(
      `create table "module_passes" ("user_id" int not null, "module_key" varchar(80) not null, ` +
        `"passed_at" timestamptz not null, primary key ("user_id", "module_key"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "module_passes";`);
    this.addSql(`drop index if exists "module_checks_exercises_index";`);
    this.addSql(`alter table "module_checks" drop column if exists "exercises";`);
  }
}
