import { Migration } from '@mikro-orm/migrations';

/** Platform tables: scheduled-job runs (one per job and tick) and applied demo seeds. */
export class Migration20261121201820 extends Migration {
  override name = 'Migration20261121201820';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "job_run" ("id" bigserial primary key, "job_name" varchar(100) not null, "tick" timestamptz not null, "status" varchar(16) not null, "instance_id" varchar(100) not null, "started_at" timestamptz not null, "finished_at" timestamptz null, "error" text null);`,
    );
    this.addSql(`create index "job_run_started_at_index" on "job_run" ("started_at");`);
    this.addSql(`alter table "job_run" add constraint "job_run_job_name_tick_unique" unique ("job_name", "tick");`);

    this.addSql(
      `create table "seed_history" ("name" varchar(100) not null, "applied_at" timestamptz not null, primary key ("name"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "seed_history";`);
    this.addSql(`drop table if exists "job_run";`);
  }
}
