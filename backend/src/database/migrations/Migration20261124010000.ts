import { Migration } from '@mikro-orm/migrations';

/**
 * Auth: sign-in attempt counters, one fixed window per key (an account, an account and an
 * address, or the normalized text of an unknown login). Shared by every instance and counted in
 * one statement before a password is checked. Changes notify the caches (a Firebase sign-in
 * reads whether its account is locked on every request).
 */
export class Migration20261124010000 extends Migration {
  override name = 'Migration20261124010000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "login_attempts" ("id" text not null, "count" int not null, "window_ends_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "login_attempts_window_ends_at_index" on "login_attempts" ("window_ends_at");`);
    this.addSql(
      `create trigger "login_attempts_insert_notify" after insert on "login_attempts" referencing new table as new_rows ` +
        `for each statement execute function devpath_notify_inserted_rows();`,
    );
    for (const event of ['update', 'delete']) {
      this.addSql(
        `create trigger "login_attempts_${event}_notify" after ${event} on "login_attempts" referencing old table as old_rows ` +
          `for each statement execute function devpath_notify_row_changes();`,
      );
    }
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "login_attempts" cascade;`);
  }
}
