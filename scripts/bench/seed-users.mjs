// Bulk-seeded learners for the benches (`npm run bench`, and its whole-journey run).

/**
 * Realistic volume fast: one INSERT ... SELECT over generate_series in batches of 250k rows,
 * all sharing one argon2id hash of 'bench passphrase' (hashing a million passwords would only
 * measure argon2). Learners `bench_<from>` to `bench_<count>`: `from` above 1 adds to learners
 * seeded before (the journey grows one database from 10,000 to 1,000,000 learners); only the
 * learners added now get their progress, XP and league rows. Resolves with the milliseconds taken.
 */
export async function seedUsers(url, count, { from: first = 1 } = {}) {
  const { default: pg } = await import('pg');
  const { hash } = await import('@node-rs/argon2');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  try {
    const passwordHash = await hash('bench passphrase', {
      algorithm: 2,
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
    // Users' ids come from a sequence: the ones added now are above every id there is.
    const {
      rows: [{ before }],
    } = await client.query('select coalesce(max(id), 0)::int as before from users');
    for (let from = first; from <= count; from += 250_000) {
      const to = Math.min(count, from + 249_999);
      await client.query(
        `with created as (
           insert into users (username, username_normalized, email, email_normalized, role, time_zone, created_at, updated_at)
           select 'bench_' || n, 'bench_' || n, 'bench_' || n || '@example.com', 'bench_' || n || '@example.com', 'user',
                (array['UTC','Europe/Berlin','America/New_York','Asia/Kolkata'])[1 + n % 4],
                now() - (n % 900) * interval '1 day', now()
           from generate_series($2::int, $3::int) as n
           returning id)
         insert into credentials (user_id, password_hash) select id, $1 from created`,
        [passwordHash, from, to],
      );
    }
    const added = `from users where username like 'bench\\_%' and id > ${Number(before)}`;
    // Their progress (activity's table, keyed by user id): XP, streaks (a third of them missed
    // yesterday, for the streak job; some hold a freeze), a recent active day.
    await client.query(
      `insert into learner_progress (user_id, total_xp, days_streak, longest_streak, freezes_held, last_active_day, streak_through, time_zone)
       select id, (id * 37) % 5000, 1 + id % 30, 1 + id % 60, id % 2, current_date - (id % 3), current_date - (id % 3), time_zone
       ${added}`,
    );
    // This week's XP (one award each, for the weekly board and the leagues), last week's (for the
    // league week the job settles) and league members (a third).
    await client.query(
      `insert into xp_ledger (user_id, achievement, amount, reason, awarded_at)
       select id, 'problem:bench-' || id, 10 + (id * 7) % 490, 'Bench', now() - (id % 50) * interval '1 minute' ${added}`,
    );
    await client.query(
      `insert into xp_ledger (user_id, achievement, amount, reason, awarded_at)
       select id, 'exam:bench-last-week-' || id, 10 + (id * 13) % 490, 'Bench', now() - interval '7 days' - (id % 50) * interval '1 minute' ${added}`,
    );
    await client.query(`insert into league_members (user_id, tier) select id, id % 7 ${added} and id % 3 = 0`);
    for (const table of ['users', 'credentials', 'learner_progress', 'xp_ledger', 'league_members'])
      await client.query(`vacuum (analyze) ${table}`);
  } finally {
    await client.end();
  }
  return Date.now() - started;
}
