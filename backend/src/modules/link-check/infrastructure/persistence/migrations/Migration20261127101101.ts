import { Migration } from '@mikro-orm/migrations';

/** Link check (issue 29): the latest result per external address, with where it is used. */
export class Migration20261127101101 extends Migration {
  override name = 'Migration20261127101101';

  override up(): void | Promise<void> {
    this.addSql(`create table "link_checks" (
      "url" text primary key,
      "outcome" text not null check ("outcome" in ('ok', 'moved', 'broken', 'unreachable', 'blocked')),
      "status" int null,
      "location" text null,
      "reason" text null,
      "checked_at" timestamptz not null,
      "used_in" jsonb not null default '[]'
    );`);
    this.addSql(
      `create index "link_checks_outcome_checked_at_index" on "link_checks" ("outcome", "checked_at" desc, "url");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "link_checks";`);
  }
}
