import { Migration } from '@mikro-orm/migrations';

/**
 * Platform events: the outbox that modules publish into in their own transaction, and the
 * record of which handler has taken which event (its primary key is what makes a handler's
 * effect happen once). Delivered events are deleted by housekeeping after 7 days, their
 * delivery records with them.
 */
export class Migration20261124100000 extends Migration {
  override name = 'Migration20261124100000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "outbox_events" ("id" bigserial primary key, "name" varchar(100) not null, "payload" jsonb not null, ` +
        `"created_at" timestamptz not null default now(), "delivered_at" timestamptz null, "attempts" int not null default 0, ` +
        `"next_attempt_at" timestamptz not null default now(), "last_error" text null);`,
    );
    this.addSql(
      `create index "outbox_events_due_index" on "outbox_events" ("next_attempt_at", "id") where "delivered_at" is null;`,
    );
    this.addSql(
      `create index "outbox_events_delivered_at_index" on "outbox_events" ("delivered_at") where "delivered_at" is not null;`,
    );
    this.addSql(
      `create table "event_deliveries" ("event_id" bigint not null, "handler" varchar(100) not null, ` +
        `"delivered_at" timestamptz not null default now(), primary key ("event_id", "handler"));`,
    );
    this.addSql(
      `alter table "event_deliveries" add constraint "event_deliveries_event_id_foreign" foreign key ("event_id") references "outbox_events" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "event_deliveries" cascade;`);
    this.addSql(`drop table if exists "outbox_events" cascade;`);
  }
}
