import { Migration } from '@mikro-orm/migrations';

/**
 * Practice tied to the curriculum (issue 28): each problem names the roadmap modules whose
 * lessons it exercises (module keys; empty for the problems shipped before), indexed for the
 * lesson's list and the practice list's module filter.
 */
export class Migration20261127070000 extends Migration {
  override name = 'Migration20261127070000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "practice_problems" add column "modules" text[] not null default '{}';`);
    this.addSql(`create index "practice_problems_modules_index" on "practice_problems" using gin ("modules");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "practice_problems_modules_index";`);
    this.addSql(`alter table "practice_problems" drop column if exists "modules";`);
  }
}
