import { Migration } from '@mikro-orm/migrations';

/**
 * The marketplace (issue 16): products by stable slug (prices in integer minor units, the file
 * kept through the ProductFiles port, rating totals as integers), who owns what (granted by
 * paid orders, one row per user and product) and buyers' reviews (one per user and product).
 */
export class Migration20261125200000 extends Migration {
  override name = 'Migration20261125200000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "marketplace_products" ("id" uuid not null default gen_random_uuid() primary key, "slug" varchar(80) not null, ` +
        `"title" varchar(120) not null, "summary" varchar(300) not null, "description_md" text not null, ` +
        `"kind" varchar(20) not null check ("kind" in ('template', 'starter-kit', 'ui-kit', 'course-project')), ` +
        `"price_amount" int not null check ("price_amount" between 50 and 1000000), "currency" char(3) not null default 'USD' check ("currency" in ('USD')), ` +
        `"images" jsonb not null default '[]', "tags" text[] not null default '{}', "license" varchar(60) not null, ` +
        `"file_key" varchar(200) null, "file_name" varchar(120) null, "file_size" int null, "file_sha256" char(64) null, ` +
        `"published" boolean not null default false, "published_at" timestamptz null, ` +
        `"rating_sum" int not null default 0 check ("rating_sum" >= 0), "rating_count" int not null default 0 check ("rating_count" >= 0), ` +
        `"owners_count" int not null default 0 check ("owners_count" >= 0), "edited_by_staff" boolean not null default false, ` +
        `"created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), ` +
        `constraint "marketplace_products_slug_unique" unique ("slug"), ` +
        `check (not "published" or "file_key" is not null));`,
    );
    // The public list: published products, by each sort key.
    this.addSql(
      `create index "marketplace_products_newest_index" on "marketplace_products" ("published_at" desc, "id") where "published";`,
    );
    this.addSql(
      `create index "marketplace_products_price_index" on "marketplace_products" ("price_amount", "id") where "published";`,
    );
    this.addSql(
      `create index "marketplace_products_popular_index" on "marketplace_products" ("owners_count" desc, "id") where "published";`,
    );
    this.addSql(`create index "marketplace_products_tags_index" on "marketplace_products" using gin ("tags");`);

    this.addSql(
      `create table "marketplace_ownerships" ("user_id" int not null, "product_id" uuid not null references "marketplace_products" ("id") on delete cascade, ` +
        `"order_id" varchar(64) not null, "granted_at" timestamptz not null default now(), primary key ("user_id", "product_id"));`,
    );
    this.addSql(`create index "marketplace_ownerships_product_index" on "marketplace_ownerships" ("product_id");`);

    this.addSql(
      `create table "marketplace_reviews" ("product_id" uuid not null references "marketplace_products" ("id") on delete cascade, "user_id" int not null, ` +
        `"author_name" varchar(100) not null, "rating" smallint not null check ("rating" between 1 and 5), "body" varchar(2000) not null, ` +
        `"created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("product_id", "user_id"));`,
    );
    this.addSql(
      `create index "marketplace_reviews_newest_index" on "marketplace_reviews" ("product_id", "updated_at" desc);`,
    );
    this.addSql(`create index "marketplace_reviews_user_index" on "marketplace_reviews" ("user_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "marketplace_reviews";`);
    this.addSql(`drop table if exists "marketplace_ownerships";`);
    this.addSql(`drop table if exists "marketplace_products";`);
  }
}
