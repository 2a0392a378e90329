import { Migration } from '@mikro-orm/migrations';

/**
 * Refunded purchases stay in "My purchases" (issue 26): a refund still ends the ownership at once,
 * and now also records what was refunded, when, and the amount the order line charged.
 */
export class Migration20261126213000 extends Migration {
  override name = 'Migration20261126213000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "marketplace_refunded_purchases" ("order_id" varchar(64) not null, "product_id" uuid not null references "marketplace_products" ("id") on delete cascade, ` +
        `"user_id" int not null, "purchased_at" timestamptz not null, "refunded_at" timestamptz not null, "amount" int not null check ("amount" >= 0), "currency" varchar(3) not null, ` +
        `primary key ("order_id", "product_id"));`,
    );
    this.addSql(
      `create index "marketplace_refunded_purchases_user_index" on "marketplace_refunded_purchases" ("user_id", "refunded_at" desc);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "marketplace_refunded_purchases";`);
  }
}
