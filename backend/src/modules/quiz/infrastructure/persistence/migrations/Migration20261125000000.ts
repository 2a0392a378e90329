import { Migration } from '@mikro-orm/migrations';

/**
 * Any change to the quiz questions (a staff edit, a content release) tells every instance's
 * cache through the row-change feed; the questions are keyed by text, so the whole table is
 * named (`quiz_questions:*`), which drops the cached list.
 */
export class Migration20261125000000 extends Migration {
  override name = 'Migration20261125000000';

  override up(): void | Promise<void> {
    this.addSql(`create function devpath_notify_table_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('devpath_row_changes', TG_TABLE_NAME || ':*');
  return null;
end
$$;`);
    for (const event of ['insert', 'update', 'delete']) {
      this.addSql(
        `create trigger "quiz_questions_${event}_notify" after ${event} on "quiz_questions" for each statement execute function devpath_notify_table_changed();`,
      );
    }
  }

  override down(): void | Promise<void> {
    for (const event of ['insert', 'update', 'delete'])
      this.addSql(`drop trigger if exists "quiz_questions_${event}_notify" on "quiz_questions";`);
    this.addSql('drop function if exists devpath_notify_table_changed();');
  }
}
