import { Migration } from '@mikro-orm/migrations';

/**
 * The marketplace's public reads are cached in process (ProductCatalog): any committed change to
 * the products tells every instance, through the table-wide notification the quiz questions'
 * migration defined (devpath_notify_table_changed: `marketplace_products:*`).
 */
export class Migration20261125200100 extends Migration {
  override name = 'Migration20261125200100';

  override up(): void | Promise<void> {
    for (const event of ['insert', 'update', 'delete']) {
      this.addSql(
        `create trigger "marketplace_products_${event}_notify" after ${event} on "marketplace_products" for each statement execute function devpath_notify_table_changed();`,
      );
    }
  }

  override down(): void | Promise<void> {
    for (const event of ['insert', 'update', 'delete'])
      this.addSql(`drop trigger if exists "marketplace_products_${event}_notify" on "marketplace_products";`);
  }
}
