import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 28: the month a lesson was last checked against its primary sources (`YYYY-MM`), shown to
 * learners as "Reviewed <month year>"; null for a lesson never reviewed (or written by staff).
 */
export class Migration20261127090000 extends Migration {
  override name = 'Migration20261127090000';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "roadmap_modules" add column "reviewed_on" varchar(7) null ` +
        `constraint "roadmap_modules_reviewed_on_check" check ("reviewed_on" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$');`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "roadmap_modules" drop column if exists "reviewed_on";`);
  }
}
