import { Migration } from '@mikro-orm/migrations';

/** The admin overview counts active learners per day: an index on the day alone (the key starts with the learner). */
export class Migration20261125172000 extends Migration {
  override name = 'Migration20261125172000';

  override up(): void | Promise<void> {
    this.addSql(`create index if not exists "activity_days_day_index" on "activity_days" ("day");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "activity_days_day_index";`);
  }
}
