import { Migration } from '@mikro-orm/migrations';

/** Platform: the versions of the product content packs the database holds (platform/content). */
export class Migration20261124160000 extends Migration {
  override name = 'Migration20261124160000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "content_history" ("name" varchar(100) not null primary key, "version" int not null, "loaded_at" timestamptz not null);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "content_history";`);
  }
}
