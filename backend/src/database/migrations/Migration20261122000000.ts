import { Migration } from '@mikro-orm/migrations';

/**
 * Row-change notifications for the in-process caches (platform/cache): after every statement
 * that updates or deletes users or sessions, NOTIFY devpath_row_changes with `table:id,id,...`,
 * or `table:*` when a statement touched more rows than fit a payload. Statement-level triggers
 * with transition tables, so a set-based job sends one notification, not one per row.
 * NOTIFY is delivered at commit, and not at all on rollback.
 */
export class Migration20261122000000 extends Migration {
  override name = 'Migration20261122000000';

  override up(): void | Promise<void> {
    this.addSql(`
create function devpath_notify_row_changes() returns trigger language plpgsql as $$
declare
  changed int;
  ids text;
begin
  select count(*), string_agg(id::text, ',') into changed, ids from (select id from old_rows limit 101) as picked;
  if changed = 0 then
    return null;
  end if;
  perform pg_notify('devpath_row_changes', TG_TABLE_NAME || ':' || case when changed > 100 then '*' else ids end);
  return null;
end
$$;`);
    for (const table of ['users', 'sessions']) {
      for (const event of ['update', 'delete']) {
        this.addSql(
          `create trigger "${table}_${event}_notify" after ${event} on "${table}" referencing old table as old_rows ` +
            `for each statement execute function devpath_notify_row_changes();`,
        );
      }
    }
  }

  override down(): void | Promise<void> {
    for (const table of ['users', 'sessions']) {
      for (const event of ['update', 'delete'])
        this.addSql(`drop trigger if exists "${table}_${event}_notify" on "${table}";`);
    }
    this.addSql('drop function if exists devpath_notify_row_changes();');
  }
}
