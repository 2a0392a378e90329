import { Migration } from '@mikro-orm/migrations';

/**
 * Suspensions (issue 15, admin console): an admin suspends an account with a reason; while
 * `suspended_at` is set the account cannot sign in. A partial index lists the suspended ones.
 */
export class Migration20261125170000 extends Migration {
  override name = 'Migration20261125170000';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "users" add column "suspended_at" timestamptz null, add column "suspension_reason" varchar(500) null;`,
    );
    this.addSql(`create index "users_suspended_index" on "users" ("suspended_at") where "suspended_at" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "users_suspended_index";`);
    this.addSql(`alter table "users" drop column if exists "suspended_at", drop column if exists "suspension_reason";`);
  }
}
