import { Migration } from '@mikro-orm/migrations';

/**
 * Reports and contact (issue 15): the admins' inbox (bug reports, contact messages, partner
 * inquiries) and security reports with their triage timeline. A reporter's link (user_id) is a
 * plain id, set to null when the account is deleted (the user.deleted handler).
 */
export class Migration20261125175000 extends Migration {
  override name = 'Migration20261125175000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "inbox_messages" ("id" serial primary key, ` +
        `"kind" varchar(12) not null check ("kind" in ('bug', 'contact', 'partnership')), ` +
        `"status" varchar(6) not null default 'open' check ("status" in ('open', 'closed')), ` +
        `"topic" varchar(12) null check ("topic" in ('general', 'partnership', 'press', 'support')), ` +
        `"user_id" int null, "name" varchar(100) null, "email" varchar(254) null, ` +
        `"subject" varchar(200) not null, "message" varchar(5000) not null, ` +
        `"expected" varchar(2000) null, "actual" varchar(2000) null, "page_url" varchar(2048) null, "browser" varchar(300) null, ` +
        `"organisation" varchar(200) null, "website" varchar(2048) null, ` +
        `"note" varchar(1000) null, "closed_by" int null, "closed_at" timestamptz null, ` +
        `"created_at" timestamptz not null default now());`,
    );
    // The inbox lists: newest first, by status, optionally by kind.
    this.addSql(
      `create index "inbox_messages_status_index" on "inbox_messages" ("status", "created_at" desc, "id" desc);`,
    );
    this.addSql(
      `create index "inbox_messages_kind_status_index" on "inbox_messages" ("kind", "status", "created_at" desc, "id" desc);`,
    );
    this.addSql(
      `create index "inbox_messages_user_index" on "inbox_messages" ("user_id") where "user_id" is not null;`,
    );

    this.addSql(
      `create table "security_reports" ("id" serial primary key, "token_hash" bytea not null unique check (length("token_hash") = 32), ` +
        `"severity" varchar(8) not null check ("severity" in ('low', 'medium', 'high', 'critical')), ` +
        `"affected_area" varchar(200) not null, "description" varchar(10000) not null, "proof_of_concept" varchar(20000) null, ` +
        `"reporter_email" varchar(254) not null, "user_id" int null, ` +
        `"status" varchar(8) not null default 'new' check ("status" in ('new', 'triaged', 'fixed', 'wont_fix')), ` +
        `"created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "security_reports_status_index" on "security_reports" ("status", "created_at" desc, "id" desc);`,
    );
    this.addSql(
      `create index "security_reports_severity_index" on "security_reports" ("severity", "status", "created_at" desc);`,
    );
    this.addSql(
      `create index "security_reports_user_index" on "security_reports" ("user_id") where "user_id" is not null;`,
    );

    this.addSql(
      `create table "security_report_events" ("id" serial primary key, ` +
        `"report_id" int not null references "security_reports" ("id") on delete cascade, ` +
        `"status" varchar(8) null check ("status" in ('new', 'triaged', 'fixed', 'wont_fix')), "note" varchar(4000) null, ` +
        `"visibility" varchar(8) not null check ("visibility" in ('public', 'internal')), "author_id" int null, ` +
        `"created_at" timestamptz not null default now(), check ("status" is not null or "note" is not null));`,
    );
    this.addSql(
      `create index "security_report_events_report_index" on "security_report_events" ("report_id", "created_at", "id");`,
    );
    this.addSql(
      `create index "security_report_events_author_index" on "security_report_events" ("author_id") where "author_id" is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "security_report_events";`);
    this.addSql(`drop table if exists "security_reports";`);
    this.addSql(`drop table if exists "inbox_messages";`);
  }
}
