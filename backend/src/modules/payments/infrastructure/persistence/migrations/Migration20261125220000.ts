import { Migration } from '@mikro-orm/migrations';

/**
 * Payments (issue 16): orders and their lines, the provider events already applied (a replayed
 * callback changes nothing), the built-in test provider's hosted checkout sessions, and premium
 * memberships. Amounts are integers in minor units; a user is a plain id (others' tables are
 * never joined).
 */
export class Migration20261125220000 extends Migration {
  override name = 'Migration20261125220000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "orders" ("id" uuid primary key, "user_id" int not null, ` +
        `"status" varchar(10) not null default 'pending' check ("status" in ('pending', 'paid', 'failed', 'refunded', 'cancelled')), ` +
        `"currency" char(3) not null check ("currency" ~ '^[A-Z]{3}$'), "total" int not null check ("total" >= 0), ` +
        `"provider" varchar(12) not null, "provider_session" varchar(255) null, "checkout_url" varchar(2048) null, "provider_payment" varchar(255) null, ` +
        `"idempotency_key" varchar(64) not null, "failure_code" varchar(40) null, "failure_message" varchar(300) null, ` +
        `"created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "expires_at" timestamptz not null, ` +
        `"paid_at" timestamptz null, "refunded_at" timestamptz null, "refund_reason" varchar(500) null, ` +
        `constraint "orders_user_idempotency_key_unique" unique ("user_id", "idempotency_key"));`,
    );
    this.addSql(`create index "orders_user_index" on "orders" ("user_id", "created_at" desc);`);
    this.addSql(`create index "orders_status_index" on "orders" ("status", "created_at" desc);`);
    this.addSql(`create index "orders_pending_expiry_index" on "orders" ("expires_at") where "status" = 'pending';`);
    this.addSql(
      `create unique index "orders_provider_session_unique" on "orders" ("provider", "provider_session") where "provider_session" is not null;`,
    );

    // A line is "active" while its order is pending or paid: at most one active line per user and
    // product, so two checkouts at once, or a second purchase of an owned product, cannot both go through.
    this.addSql(
      `create table "order_lines" ("order_id" uuid not null references "orders" ("id") on delete cascade, "position" smallint not null, ` +
        `"user_id" int not null, "kind" varchar(10) not null check ("kind" in ('product', 'membership')), "ref" varchar(64) not null, ` +
        `"title" varchar(200) not null, "amount" int not null check ("amount" >= 0), "currency" char(3) not null, ` +
        `"active" boolean not null default true, primary key ("order_id", "position"));`,
    );
    this.addSql(
      `create unique index "order_lines_one_active_product" on "order_lines" ("user_id", "ref") where "active" and "kind" = 'product';`,
    );
    this.addSql(`create index "order_lines_user_index" on "order_lines" ("user_id");`);

    this.addSql(
      `create table "payment_events" ("provider" varchar(12) not null, "event_id" varchar(255) not null, "order_id" uuid null, ` +
        `"type" varchar(60) not null, "received_at" timestamptz not null default now(), primary key ("provider", "event_id"));`,
    );

    this.addSql(
      `create table "test_payment_sessions" ("id" varchar(64) primary key, "order_id" uuid not null references "orders" ("id") on delete cascade, ` +
        `"amount" int not null, "currency" char(3) not null, "description" varchar(300) not null, ` +
        `"status" varchar(16) not null default 'open' check ("status" in ('open', 'requires_action', 'succeeded', 'failed', 'cancelled', 'expired')), ` +
        `"card_last4" char(4) null, "decline_code" varchar(40) null, "attempts" int not null default 0, ` +
        `"success_url" varchar(2048) not null, "cancel_url" varchar(2048) not null, ` +
        `"created_at" timestamptz not null default now(), "expires_at" timestamptz not null);`,
    );
    this.addSql(`create index "test_payment_sessions_order_index" on "test_payment_sessions" ("order_id");`);

    this.addSql(
      `create table "memberships" ("user_id" int primary key, "plan" varchar(20) not null, ` +
        `"status" varchar(8) not null check ("status" in ('active', 'ended')), "started_at" timestamptz not null, ` +
        `"current_period_end" timestamptz not null, "last_order_id" uuid null, "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "memberships_active_end_index" on "memberships" ("current_period_end") where "status" = 'active';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "memberships";`);
    this.addSql(`drop table if exists "test_payment_sessions";`);
    this.addSql(`drop table if exists "payment_events";`);
    this.addSql(`drop table if exists "order_lines";`);
    this.addSql(`drop table if exists "orders";`);
  }
}
