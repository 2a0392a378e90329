import { Migration } from '@mikro-orm/migrations';

/**
 * Mailed link secrets of the auth module (email verification, password reset): only their
 * SHA-256 is stored. At most one live (unused) token per account and purpose; the rows go with
 * their account.
 */
export class Migration20261123120000 extends Migration {
  override name = 'Migration20261123120000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "one_time_tokens" ("token_hash" varchar(64) not null, "purpose" varchar(32) not null, "user_id" int not null, "email" varchar(254) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("token_hash"));`,
    );
    this.addSql(`create index "one_time_tokens_expires_at_index" on "one_time_tokens" ("expires_at");`);
    // Reviewed additions: the database keeps the rules too.
    this.addSql(
      `create unique index "one_time_tokens_live_unique" on "one_time_tokens" ("user_id", "purpose") where "used_at" is null;`,
    );
    this.addSql(
      `alter table "one_time_tokens" add constraint "one_time_tokens_purpose_check" check ("purpose" in ('email_verification', 'password_reset'));`,
    );
    this.addSql(
      `alter table "one_time_tokens" add constraint "one_time_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "one_time_tokens" cascade;`);
  }
}
