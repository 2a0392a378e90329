import { Migration } from '@mikro-orm/migrations';

/** The server cart (issue 16): product ids per user; prices are never stored, always read from the marketplace. */
export class Migration20261125230000 extends Migration {
  override name = 'Migration20261125230000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "cart_items" ("user_id" int not null, "product_id" varchar(64) not null, "added_at" timestamptz not null default now(), ` +
        `primary key ("user_id", "product_id"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "cart_items";`);
  }
}
