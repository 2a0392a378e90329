import { Migration } from '@mikro-orm/migrations';

/** Partners and sponsors (issue 15): shown by tier; shipped rows by a stable key, staff edits kept. */
export class Migration20261125174100 extends Migration {
  override name = 'Migration20261125174100';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "partners" ("id" serial primary key, "shipped_key" varchar(80) null unique, "name" varchar(100) not null, ` +
        `"tier" varchar(12) not null check ("tier" in ('platinum', 'gold', 'silver', 'community')), "description" varchar(600) not null, ` +
        `"website_url" varchar(2048) not null, "logo_url" varchar(2048) null, "position" int not null, "active" boolean not null default true, ` +
        `"edited_by_staff" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "partners_tier_index" on "partners" ("tier", "position");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "partners";`);
  }
}
