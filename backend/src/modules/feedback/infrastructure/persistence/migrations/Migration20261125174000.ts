import { Migration } from '@mikro-orm/migrations';

/**
 * Project feedback (issue 15): learners' projects waiting for, under or after review, and the
 * reviews (one per project). User ids are kept, never joined: the users table is another module's.
 */
export class Migration20261125174000 extends Migration {
  override name = 'Migration20261125174000';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "feedback_projects" ("id" serial primary key, "author_id" int not null, "title" varchar(120) not null, ` +
        `"repository_url" varchar(2048) not null, "live_url" varchar(2048) null, "description" varchar(4000) not null, ` +
        `"roadmap_slug" varchar(80) null, "roadmap_title" varchar(200) null, "focus_areas" text[] not null default '{}', "focus_note" varchar(1000) null, ` +
        `"state" varchar(10) not null default 'open' check ("state" in ('open', 'in_review', 'reviewed', 'withdrawn')), ` +
        `"reviewer_id" int null, "claimed_at" timestamptz null, "reviewed_at" timestamptz null, "withdrawn_at" timestamptz null, ` +
        `"created_at" timestamptz not null default now(), ` +
        `constraint "feedback_projects_claim_check" check (("state" in ('in_review', 'reviewed')) = ("claimed_at" is not null)));`,
    );
    this.addSql(`create index "feedback_projects_author_index" on "feedback_projects" ("author_id", "created_at");`);
    this.addSql(
      `create index "feedback_projects_waiting_index" on "feedback_projects" ("created_at", "id") where "state" in ('open', 'in_review');`,
    );
    this.addSql(
      `create index "feedback_projects_reviewer_index" on "feedback_projects" ("reviewer_id") where "reviewer_id" is not null;`,
    );
    this.addSql(
      `create index "feedback_projects_reviewed_index" on "feedback_projects" ("reviewed_at") where "state" = 'reviewed';`,
    );
    this.addSql(
      `create table "feedback_reviews" ("project_id" int primary key references "feedback_projects" ("id") on delete cascade, ` +
        `"reviewer_id" int null, "rubric" jsonb not null, "summary" varchar(4000) not null, ` +
        `"helpful_at" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "feedback_reviews_reviewer_index" on "feedback_reviews" ("reviewer_id") where "reviewer_id" is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "feedback_reviews";`);
    this.addSql(`drop table if exists "feedback_projects";`);
  }
}
