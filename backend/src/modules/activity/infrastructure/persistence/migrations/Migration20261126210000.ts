import { Migration } from '@mikro-orm/migrations';

/**
 * Visiting is not learning (issue 26): the SPA's activity report moves last_accessed_at only,
 * while the streak's days follow the learning actions. last_learned_at keeps the instant of the
 * last learning action, the one a change of time zone re-expresses the last active day from.
 * Until now both instants were the same column, so it starts as last_accessed_at.
 */
export class Migration20261126210000 extends Migration {
  override name = 'Migration20261126210000';

  override up(): void | Promise<void> {
    this.addSql(`alter table "learner_progress" add column "last_learned_at" timestamptz null;`);
    this.addSql(
      `update "learner_progress" set "last_learned_at" = "last_accessed_at" where "last_active_day" is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "learner_progress" drop column "last_learned_at";`);
  }
}
