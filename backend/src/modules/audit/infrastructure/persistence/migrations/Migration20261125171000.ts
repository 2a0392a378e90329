import { Migration } from '@mikro-orm/migrations';

/**
 * The audit log (issue 15, admin console): one row per action on a staff-only route,
 * append-only; read newest first, all or one staff member's.
 */
export class Migration20261125171000 extends Migration {
  override name = 'Migration20261125171000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "audit_log" ("id" bigserial primary key, "at" timestamptz not null default now(), "actor_id" int not null, ` +
        `"actor_role" varchar(16) not null, "method" varchar(8) not null, "route" varchar(300) not null, ` +
        `"params" jsonb not null default '{}', "changes" jsonb not null default '{}', "status" smallint not null);`,
    );
    this.addSql(`create index "audit_log_actor_index" on "audit_log" ("actor_id", "id" desc);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "audit_log";`);
  }
}
