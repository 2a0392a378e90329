import { Migration } from '@mikro-orm/migrations';

/**
 * Auth: revoked identity-provider sessions. One row per provider uid (the row outlives the
 * account it signed in to, so it is keyed by the uid, not the user id): ID tokens of that uid
 * from sign-ins before `revoked_before` (their `auth_time`, which refreshed tokens keep) are dead. Written at logout and account deletion, read on every
 * request made with a provider token (cached; inserts, updates and deletes notify the caches).
 */
export class Migration20261124000000 extends Migration {
  override name = 'Migration20261124000000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "identity_revocations" ("id" varchar(128) not null, "revoked_before" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "identity_revocations_revoked_before_index" on "identity_revocations" ("revoked_before");`,
    );
    // Inserts notify too: a cache may hold "no revocation" for a uid.
    this.addSql(`
create function devpath_notify_inserted_rows() returns trigger language plpgsql as $$
declare
  changed int;
  ids text;
begin
  select count(*), string_agg(id::text, ',') into changed, ids from (select id from new_rows limit 101) as picked;
  if changed = 0 then
    return null;
  end if;
  perform pg_notify('devpath_row_changes', TG_TABLE_NAME || ':' || case when changed > 100 then '*' else ids end);
  return null;
end
$$;`);
    this.addSql(
      `create trigger "identity_revocations_insert_notify" after insert on "identity_revocations" referencing new table as new_rows ` +
        `for each statement execute function devpath_notify_inserted_rows();`,
    );
    for (const event of ['update', 'delete']) {
      this.addSql(
        `create trigger "identity_revocations_${event}_notify" after ${event} on "identity_revocations" referencing old table as old_rows ` +
          `for each statement execute function devpath_notify_row_changes();`,
      );
    }
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "identity_revocations" cascade;`);
    this.addSql('drop function if exists devpath_notify_inserted_rows();');
  }
}
