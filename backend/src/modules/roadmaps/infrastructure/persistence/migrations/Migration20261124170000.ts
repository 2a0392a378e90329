import { Migration } from '@mikro-orm/migrations';

/**
 * Roadmaps: the catalog (roadmaps, their sections, the modules they are made of, shared by key
 * between roadmaps) and each learner's progress, keyed by user id and module key, so that edits,
 * reordering and a module shared by several roadmaps never lose a learner's progress.
 */
export class Migration20261124170000 extends Migration {
  override name = 'Migration20261124170000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "roadmap_modules" ("key" varchar(80) not null primary key, "title" varchar(200) not null, ` +
        `"summary" varchar(500) not null, "content_md" text not null, "estimated_minutes" int not null, ` +
        `"resources" jsonb not null default '[]', "edited_by_staff" boolean not null default false, ` +
        `"updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create table "roadmaps" ("id" serial primary key, "slug" varchar(80) not null, "title" varchar(200) not null, ` +
        `"summary" varchar(500) not null, "description_md" text not null, "level" varchar(20) not null, ` +
        `"estimated_hours" int not null, "tags" text[] not null default '{}', "prerequisites" text[] not null default '{}', ` +
        `"position" int not null default 0, "published" boolean not null default true, ` +
        `"edited_by_staff" boolean not null default false, "created_at" timestamptz not null default now(), ` +
        `"updated_at" timestamptz not null default now(), constraint "roadmaps_slug_unique" unique ("slug"), ` +
        `constraint "roadmaps_level_check" check ("level" in ('beginner', 'intermediate', 'advanced')));`,
    );
    this.addSql(`create index "roadmaps_tags_index" on "roadmaps" using gin ("tags");`);
    // The catalog's caches (every instance's) drop what a changed roadmap row was built from;
    // a change to a roadmap's sections, nodes or modules touches its row (updated_at).
    for (const event of ['update', 'delete']) {
      this.addSql(
        `create trigger "roadmaps_${event}_notify" after ${event} on "roadmaps" referencing old table as old_rows ` +
          `for each statement execute function devpath_notify_row_changes();`,
      );
    }
    this.addSql(
      `create table "roadmap_sections" ("roadmap_id" int not null references "roadmaps" ("id") on delete cascade, ` +
        `"key" varchar(80) not null, "title" varchar(200) not null, "position" int not null, primary key ("roadmap_id", "key"));`,
    );
    this.addSql(
      `create table "roadmap_nodes" ("roadmap_id" int not null, "module_key" varchar(80) not null references "roadmap_modules" ("key"), ` +
        `"section_key" varchar(80) not null, "position" int not null, primary key ("roadmap_id", "module_key"), ` +
        `foreign key ("roadmap_id", "section_key") references "roadmap_sections" ("roadmap_id", "key") on delete cascade);`,
    );
    this.addSql(`create index "roadmap_nodes_module_key_index" on "roadmap_nodes" ("module_key");`);
    this.addSql(
      `create table "roadmap_enrolments" ("user_id" int not null, "roadmap_id" int not null references "roadmaps" ("id") on delete cascade, ` +
        `"enrolled_at" timestamptz not null default now(), "last_module_key" varchar(80) null, ` +
        `"last_visited_at" timestamptz not null default now(), primary key ("user_id", "roadmap_id"));`,
    );
    this.addSql(
      `create index "roadmap_enrolments_user_recent_index" on "roadmap_enrolments" ("user_id", "last_visited_at" desc);`,
    );
    this.addSql(
      `create table "module_progress" ("user_id" int not null, "module_key" varchar(80) not null, "status" varchar(10) not null, ` +
        `"updated_at" timestamptz not null default now(), "first_completed_at" timestamptz null, primary key ("user_id", "module_key"), ` +
        `constraint "module_progress_status_check" check ("status" in ('pending', 'learning', 'done', 'skipped')));`,
    );
  }

  override down(): void | Promise<void> {
    for (const table of [
      'module_progress',
      'roadmap_enrolments',
      'roadmap_nodes',
      'roadmap_sections',
      'roadmaps',
      'roadmap_modules',
    ]) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
  }
}
