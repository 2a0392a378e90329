import pg from 'pg';

/**
 * The run's database, for a test that reads what a learner who knows the answers would know (a
 * key, a reference solution) or writes content of its own as a content release would. npm test
 * and scripts/test-part.mjs always set E2E_DATABASE_URL; without it a test must fail, never skip.
 */
export function requireDatabase(): void {
  if (!process.env.E2E_DATABASE_URL)
    throw new Error(
      "E2E_DATABASE_URL (the server's database) is not set: run the browser tests through npm test or scripts/test-part.mjs",
    );
}

/** One statement on a connection of its own; its rows. */
export async function rows<T extends pg.QueryResultRow = Record<string, unknown>>(
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A roadmap of the test's own with one module (section "Basics", lesson "### Basics"), its checks
 * and its code exercises, written as the roadmaps content pack would.
 */
export async function roadmapWithOneModule(lesson: {
  slug: string;
  roadmapTitle: string;
  key: string;
  title: string;
  questions: unknown[];
  exercises?: string[];
}): Promise<void> {
  const { slug, roadmapTitle, key, title, questions, exercises = [] } = lesson;
  await rows(
    `insert into roadmap_modules (key, title, summary, content_md, estimated_minutes) values ($1, $2, 'A lesson of the test.', '### Basics\n\nThe basics.', 20)`,
    [key, title],
  );
  await rows(
    `insert into roadmaps (slug, title, summary, description_md, level, estimated_hours) values ($1, $2, 'A roadmap of the test.', 'For the test.', 'beginner', 1)`,
    [slug, roadmapTitle],
  );
  await rows(
    `insert into roadmap_sections (roadmap_id, key, title, position) select id, 'basics', 'Basics', 0 from roadmaps where slug = $1`,
    [slug],
  );
  await rows(
    `insert into roadmap_nodes (roadmap_id, module_key, section_key, position) select id, $2, 'basics', 0 from roadmaps where slug = $1`,
    [slug, key],
  );
  await rows(`insert into module_checks (module_key, questions, exercises) values ($1, $2, $3)`, [
    key,
    JSON.stringify(questions),
    exercises,
  ]);
}
