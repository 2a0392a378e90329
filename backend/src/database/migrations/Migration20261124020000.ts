import { Migration } from '@mikro-orm/migrations';

/**
 * Users: who changed whose role, from what to what, and when. Append-only (a trigger refuses
 * updates and deletes); ids only, no foreign keys, so the record outlives deleted accounts.
 */
export class Migration20261124020000 extends Migration {
  override name = 'Migration20261124020000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "role_changes" ("id" bigserial primary key, "user_id" int not null, "changed_by" int not null, ` +
        `"from_role" varchar(16) not null, "to_role" varchar(16) not null, "changed_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "role_changes_user_id_index" on "role_changes" ("user_id", "id");`);
    this.addSql(`
create function devpath_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception '% is append-only', TG_TABLE_NAME;
end
$$;`);
    this.addSql(
      `create trigger "role_changes_append_only" before update or delete on "role_changes" for each statement execute function devpath_refuse_change();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "role_changes" cascade;`);
    this.addSql('drop function if exists devpath_refuse_change();');
  }
}
