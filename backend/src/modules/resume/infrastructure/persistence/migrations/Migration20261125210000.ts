import { Migration } from '@mikro-orm/migrations';

/** Resume: resumes (the document as jsonb with its schema version, the revision every save names, the share link) and their saved versions. */
export class Migration20261125210000 extends Migration {
  override name = 'Migration20261125210000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "resumes" ("id" uuid primary key, "user_id" int not null, "title" varchar(120) not null, ` +
        `"template" varchar(20) not null, "paper" varchar(10) not null, "language" varchar(35) not null, ` +
        `"schema_version" int not null, "document" jsonb not null, "revision" int not null default 1, ` +
        `"share_token" varchar(64) null unique, "share_enabled" boolean not null default false, "share_views" int not null default 0, ` +
        `"created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "resumes_user_id_index" on "resumes" ("user_id", "updated_at" desc);`);
    this.addSql(
      `create table "resume_versions" ("resume_id" uuid not null references "resumes" ("id") on delete cascade, "revision" int not null, ` +
        `"title" varchar(120) not null, "template" varchar(20) not null, "paper" varchar(10) not null, "language" varchar(35) not null, ` +
        `"schema_version" int not null, "document" jsonb not null, "saved_at" timestamptz not null default now(), primary key ("resume_id", "revision"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "resume_versions";`);
    this.addSql(`drop table if exists "resumes";`);
  }
}
