import { Migration } from '@mikro-orm/migrations';

/**
 * Auth owns the credentials (issue 11): password hashes and Firebase uids move out of `users`
 * into `credentials` (one row per account that has either; an account with neither has no row),
 * with the uid's uniqueness. Loss-free both ways (down copies everything back). Row changes
 * notify the caches, keyed by user id (inserts too: a cache may hold "no credentials").
 */
export class Migration20261124110000 extends Migration {
  override name = 'Migration20261124110000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "credentials" ("user_id" int not null primary key, "password_hash" text null, "firebase_uid" varchar(128) null, ` +
        `"updated_at" timestamptz not null default now(), constraint "credentials_firebase_uid_unique" unique ("firebase_uid"));`,
    );
    this.addSql(
      `insert into "credentials" ("user_id", "password_hash", "firebase_uid", "updated_at") ` +
        `select "id", "password_hash", "firebase_uid", now() from "users" where "password_hash" is not null or "firebase_uid" is not null;`,
    );
    this.addSql(`alter table "users" drop constraint if exists "users_firebase_uid_unique";`);
    this.addSql(`alter table "users" drop column "password_hash", drop column "firebase_uid";`);

    this.addSql(`
create function devpath_notify_credentials_changes() returns trigger language plpgsql as $$
declare
  changed int;
  ids text;
begin
  if TG_OP = 'INSERT' then
    select count(*), string_agg(user_id::text, ',') into changed, ids from (select user_id from new_rows limit 101) as picked;
  else
    select count(*), string_agg(user_id::text, ',') into changed, ids from (select user_id from old_rows limit 101) as picked;
  end if;
  if changed = 0 then
    return null;
  end if;
  perform pg_notify('devpath_row_changes', TG_TABLE_NAME || ':' || case when changed > 100 then '*' else ids end);
  return null;
end
$$;`);
    this.addSql(
      `create trigger "credentials_insert_notify" after insert on "credentials" referencing new table as new_rows ` +
        `for each statement execute function devpath_notify_credentials_changes();`,
    );
    for (const event of ['update', 'delete']) {
      this.addSql(
        `create trigger "credentials_${event}_notify" after ${event} on "credentials" referencing old table as old_rows ` +
          `for each statement execute function devpath_notify_credentials_changes();`,
      );
    }
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "users" add column "password_hash" text null, add column "firebase_uid" varchar(128) null;`,
    );
    this.addSql(
      `update "users" u set "password_hash" = c."password_hash", "firebase_uid" = c."firebase_uid" from "credentials" c where c."user_id" = u."id";`,
    );
    this.addSql(`alter table "users" add constraint "users_firebase_uid_unique" unique ("firebase_uid");`);
    this.addSql(`drop table if exists "credentials" cascade;`);
    this.addSql('drop function if exists devpath_notify_credentials_changes();');
  }
}
