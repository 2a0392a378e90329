import { Migration } from '@mikro-orm/migrations';

/**
 * The blog (issue 15): posts by stable slug, in Markdown, with their status and publication
 * moment; shipped posts are product content (a content pack) that staff edits take over.
 */
export class Migration20261125020000 extends Migration {
  override name = 'Migration20261125020000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "blog_posts" ("slug" varchar(120) not null primary key, "title" varchar(200) not null, "summary" varchar(400) not null, ` +
        `"body_md" text not null, "cover_image_url" varchar(2048) null, "cover_alt" varchar(200) null, "tags" text[] not null default '{}', ` +
        `"author_name" varchar(100) not null, "status" varchar(10) not null check ("status" in ('draft', 'published', 'scheduled')), ` +
        `"publish_at" timestamptz null, "reading_minutes" int not null, "edited_by_staff" boolean not null default false, ` +
        `"created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), ` +
        `check ("status" = 'draft' or "publish_at" is not null));`,
    );
    // Readers' list: the visible posts, newest first (status and moment in the index's predicate and key).
    this.addSql(
      `create index "blog_posts_visible_index" on "blog_posts" ("publish_at" desc) where "status" <> 'draft';`,
    );
    this.addSql(`create index "blog_posts_tags_index" on "blog_posts" using gin ("tags");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "blog_posts";`);
  }
}
