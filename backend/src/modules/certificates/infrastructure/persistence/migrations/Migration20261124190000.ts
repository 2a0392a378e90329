import { Migration } from '@mikro-orm/migrations';

/**
 * Certificates: one per learner and roadmap, with a short code for people and a signed Open
 * Badges credential for machines; the keys that sign them (the newest active one signs, retired
 * ones stay published so older credentials keep verifying); each certificate owns one bit of the
 * revocation status list (its status_index, from a sequence).
 */
export class Migration20261124190000 extends Migration {
  override name = 'Migration20261124190000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "credential_keys" ("kid" varchar(100) not null primary key, "public_jwk" jsonb not null, ` +
        `"private_jwk" jsonb null, "created_at" timestamptz not null default now(), "retired_at" timestamptz null);`,
    );
    this.addSql(`create sequence "certificate_status_index_seq" minvalue 0 start 0;`);
    this.addSql(
      `create table "certificates" ("id" uuid not null primary key default gen_random_uuid(), "code" varchar(20) not null, ` +
        `"user_id" int null, "roadmap_slug" varchar(80) not null, "roadmap_title" varchar(200) not null, ` +
        `"holder_name" varchar(200) null, "score_percent" int not null, ` +
        `"issued_at" timestamptz not null, "valid_until" timestamptz not null, ` +
        `"status_index" int not null default nextval('certificate_status_index_seq'), ` +
        `"revoked_at" timestamptz null, "revoked_reason" varchar(500) null, "kid" varchar(100) not null, "credential_jwt" text not null, ` +
        `constraint "certificates_code_unique" unique ("code"), constraint "certificates_status_index_unique" unique ("status_index"), ` +
        `constraint "certificates_user_roadmap_unique" unique ("user_id", "roadmap_slug"));`,
    );
    this.addSql(`create index "certificates_issued_index" on "certificates" ("issued_at" desc);`);
    // Verification answers are cached on every instance; a revocation (an update) evicts them everywhere.
    for (const event of ['update', 'delete']) {
      this.addSql(
        `create trigger "certificates_${event}_notify" after ${event} on "certificates" referencing old table as old_rows ` +
          `for each statement execute function devpath_notify_row_changes();`,
      );
    }
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "certificates";`);
    this.addSql(`drop sequence if exists "certificate_status_index_seq";`);
    this.addSql(`drop table if exists "credential_keys";`);
  }
}
