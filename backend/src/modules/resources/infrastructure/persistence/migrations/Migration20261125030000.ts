import { Migration } from '@mikro-orm/migrations';

/**
 * Free IT resources (issue 15): curated links (shipped ones by a stable key), learners'
 * suggestions waiting for review, one row per canonical address.
 */
export class Migration20261125030000 extends Migration {
  override name = 'Migration20261125030000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "resources" ("id" serial primary key, "shipped_key" varchar(80) null unique, "title" varchar(200) not null, ` +
        `"url" varchar(2048) not null, "canonical_url" varchar(2048) not null unique, ` +
        `"category" varchar(20) not null, "type" varchar(12) not null, "level" varchar(12) not null, "tags" text[] not null default '{}', ` +
        `"description" varchar(1000) not null, "status" varchar(10) not null check ("status" in ('approved', 'pending', 'rejected')), ` +
        `"suggested_by" int null, "reviewed_by" int null, "review_note" varchar(500) null, "edited_by_staff" boolean not null default false, ` +
        `"created_at" timestamptz not null default now(), "reviewed_at" timestamptz null);`,
    );
    this.addSql(
      `create index "resources_approved_index" on "resources" ("category", "title") where "status" = 'approved';`,
    );
    this.addSql(`create index "resources_pending_index" on "resources" ("created_at") where "status" = 'pending';`);
    this.addSql(
      `create index "resources_suggested_by_index" on "resources" ("suggested_by", "created_at") where "suggested_by" is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "resources";`);
  }
}
