import { Migration } from '@mikro-orm/migrations';

/**
 * SQL problems (issue 30): a problem may carry the CREATE TABLE statements of the tables its
 * tests fill; the learner's query reads them (function problems keep null).
 */
export class Migration20261127210000 extends Migration {
  override name = 'Migration20261127210000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "practice_problems" add column "sql_schema" text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "practice_problems" drop column if exists "sql_schema";`);
  }
}
