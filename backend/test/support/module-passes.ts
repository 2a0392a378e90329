import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * Arranges, for a test whose subject is what a pass opens (the exam, a certificate), that the
 * learner passed these modules (issue 28: checks and code exercises), as the roadmaps module
 * stores a pass. How a pass is earned is tested in lesson-checks.e2e-spec.
 */
export async function passModules(orm: MikroORM, userId: number, moduleKeys: readonly string[]): Promise<void> {
  if (moduleKeys.length === 0) return;
  await orm.em
    .fork()
    .execute(
      `insert into module_passes (user_id, module_key, passed_at) select ?, unnest(?::text[]), now() on conflict do nothing`,
      [userId, `{${moduleKeys.join(',')}}`],
    );
}
