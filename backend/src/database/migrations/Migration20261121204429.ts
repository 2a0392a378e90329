import { Migration } from '@mikro-orm/migrations';

/** Accounts: users (profile, streak, handle, privacy) and their sessions. */
export class Migration20261121204429 extends Migration {
  override name = 'Migration20261121204429';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "sessions" ("id" uuid not null, "user_id" int not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "user_agent" varchar(300) null, primary key ("id"));`,
    );
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);

    this.addSql(
      `create table "users" ("id" serial primary key, "username" varchar(30) not null, "username_normalized" varchar(30) not null, "email" varchar(254) not null, "email_normalized" varchar(254) not null, "password_hash" text null, "full_name" varchar(100) null, "profile_pic_url" varchar(500) null, "bio" varchar(280) null, "role" varchar(16) not null default 'user', "is_verified" boolean not null default false, "premium_tier" varchar(16) not null default 'free', "firebase_uid" varchar(128) null, "source" varchar(16) not null default 'local', "total_xp_earned" int not null default 0, "days_streak" int not null default 0, "longest_streak" int not null default 0, "last_active_day" date null, "completed_modules" text[] not null default '{}', "time_zone" varchar(64) not null default 'UTC', "handle" varchar(30) null, "privacy_show_name" boolean not null default true, "privacy_show_certificates" boolean not null default true, "privacy_show_activity" boolean not null default true, "last_accessed_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "users" add constraint "users_username_normalized_unique" unique ("username_normalized");`,
    );
    this.addSql(`alter table "users" add constraint "users_email_normalized_unique" unique ("email_normalized");`);
    this.addSql(`alter table "users" add constraint "users_firebase_uid_unique" unique ("firebase_uid");`);
    this.addSql(`alter table "users" add constraint "users_handle_unique" unique ("handle");`);
    this.addSql(`create index "users_role_index" on "users" ("role");`);
    this.addSql(`create index "users_created_at_index" on "users" ("created_at");`);
    // Reviewed additions: the database keeps the rules too.
    this.addSql(
      `alter table "users" add constraint "users_role_check" check ("role" in ('user', 'moderator', 'admin'));`,
    );
    this.addSql(
      `alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "sessions" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
  }
}
