import pg from 'pg';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiToken, newLearner, startSignedIn } from './support/accounts';

/**
 * Issue 13 in the browser: quiz → results → the recommended roadmap → modules (XP on the
 * dashboard) → the exam → a certificate in /my-certificates → its verification page. The test
 * reads the quiz weights and the exam's answer key from the run's database, as a learner who
 * knows what they want and has studied would answer.
 */
const database = () => new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });

async function query<T>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = database();
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Arranges that the learner passed these modules, as the roadmaps module stores a pass. */
async function passModules(username: string, keys: string[]): Promise<void> {
  await query(
    `insert into module_passes (user_id, module_key, passed_at)
     select u.id, k, now() from users u, unnest($2::text[]) k where u.username = $1 on conflict do nothing`,
    [username, keys],
  );
}

/** Answers the career quiz as someone drawn to `track` would: each question's option that weighs it most. */
async function answerQuizFor(page: Page, track: string): Promise<void> {
  const questions = await query<{
    key: string;
    prompt: string;
    options: { key: string; text: string; weights: Record<string, number> }[];
  }>(`select key, prompt, options from quiz_questions where published order by position`);
  for (const [i, question] of questions.entries()) {
    await expect(page.getByText(`Question ${i + 1} of ${questions.length}`)).toBeVisible();
    const best = [...question.options].sort(
      (a, b) =>
        (b.weights[track] ?? 0) - (a.weights[track] ?? 0) ||
        Object.keys(a.weights).length - Object.keys(b.weights).length,
    )[0];
    await page.getByRole('radio', { name: best.text, exact: true }).check();
    await page.getByRole('button', { name: i === questions.length - 1 ? 'See my results' : 'Next' }).click();
  }
}

/** Starts the exam on its page and answers every drawn question with the key, as a learner who studied would. */
async function answerExamWithKey(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Start the exam' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  const attemptId = new URL(page.url()).searchParams.get('attempt');
  const [{ questions: drawn }] = await query<{
    questions: { key: string; kind: string; options: { key: string; text: string }[]; correct: string[] }[];
  }>(`select questions from exam_attempts where id = $1`, [attemptId]);
  for (const [i, question] of drawn.entries()) {
    await expect(page.getByText(`Question ${i + 1} of ${drawn.length}`, { exact: false })).toBeVisible();
    for (const key of question.correct) {
      const text = question.options.find((o) => o.key === key)!.text;
      await page.getByRole(question.kind === 'multiple' ? 'checkbox' : 'radio', { name: text, exact: true }).check();
    }
    if (i < drawn.length - 1) await page.getByRole('button', { name: 'Next' }).click();
  }
}

async function api(request: APIRequestContext, token: string) {
  const csrf = ((await (await request.get('/api/csrf-token')).json()) as { csrfToken: string }).csrfToken;
  const headers = { Authorization: `Bearer ${token}`, 'X-CSRF-Token': csrf, 'Content-Type': 'application/json' };
  return {
    put: (url: string, data: unknown) => request.put(url, { headers, data }),
    post: (url: string, data: unknown = {}) => request.post(url, { headers, data }),
  };
}

test.describe('the learning path', () => {
  test.beforeAll(() => {
    // npm test always provides the run's database; without it this must fail, never pass by skipping.
    if (!process.env.E2E_DATABASE_URL)
      throw new Error(
        "E2E_DATABASE_URL (the server's database) is not set: run the browser tests through npm test or scripts/test-part.mjs",
      );
  });

  test('quiz, recommended roadmap, modules and XP, exam, certificate and its verification', async ({ page }) => {
    test.setTimeout(120_000);
    const learner = await newLearner(page.request, 'path');
    await startSignedIn(page, learner.username, learner.password, '/quiz');

    // The quiz: the answers that point to frontend work.
    await answerQuizFor(page, 'frontend');
    await expect(page).toHaveURL(/\/quiz\/results$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Frontend Developer' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your past results' })).toBeVisible();

    // The recommended roadmap, started; two modules done in the lesson panel.
    await page
      .getByRole('link', { name: /Start this roadmap/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/roadmap\/frontend/);
    const detail = (await (await page.request.get('/api/roadmaps/frontend')).json()) as {
      sections: { modules: { key: string }[] }[];
    };
    const keys = detail.sections.flatMap((s) => s.modules.map((m) => m.key));
    await page.getByRole('button', { name: 'Start this roadmap' }).click();
    const panel = page.getByRole('dialog');
    for (let done = 1; done <= 2; done += 1) {
      await expect(panel.getByRole('heading').first()).toBeVisible();
      await panel.getByRole('button', { name: 'Mark as done' }).click();
      await expect(panel.getByRole('radio', { name: 'Done' })).toBeChecked();
      await panel.getByRole('button', { name: 'Close the lesson' }).click();
      await expect(
        page.getByText(new RegExp(`^Your progress: ${Math.floor((done * 100) / keys.length)}%$`)),
      ).toBeVisible();
      if (done < 2) await page.getByRole('button', { name: /^Continue: / }).click();
    }

    // XP and completed modules are on the dashboard at once (each answer carried its award, already made).
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Continue learning' }).getByText('Frontend Developer')).toBeVisible();
    const totalXp = page.locator('div', { has: page.getByText('Total XP', { exact: true }) }).last();
    await expect(totalXp.getByText('100', { exact: true })).toBeVisible();

    // The exam opens when every module is passed (checks and code exercises): earning the passes
    // is e2e/lesson-checks.spec's subject; here they are arranged in the database. Then the exam.
    await page.goto('/roadmap-exam/frontend');
    await expect(page.getByText(`Modules passed: 0 of ${keys.length}`)).toBeVisible();
    await passModules(learner.username, keys);
    await page.reload();
    await answerExamWithKey(page);
    await page.getByRole('button', { name: 'Submit exam' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit now' }).click();
    await expect(page.getByText('You passed!')).toBeVisible();
    await expect(page.getByText(/You scored 100%/)).toBeVisible();
    // The submit's answer says what the pass awarded: the exam's XP and the certificate, already issued.
    await expect(
      page.getByText(/^You earned 100 XP \([\d,]+ in total\)\. Your certificate DP-[\w-]+ is issued/),
    ).toBeVisible();
    await expect(page.getByText('Exam passed: +100 XP')).toBeVisible();

    // The certificate is in my certificates on the first load, and verifies as valid.
    await page.getByRole('link', { name: 'See my certificates' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Frontend Developer' })).toBeVisible();
    await page.getByRole('link', { name: /^DP-/ }).click();
    await expect(page.getByRole('heading', { name: 'Valid certificate' })).toBeVisible();
    await expect(page.getByText(learner.username, { exact: true })).toBeVisible();

    // The dashboard follows: the certificate to view and share, then the next roadmap (issue 26, item 6).
    const code = new URL(page.url()).pathname.split('/').pop()!;
    await page.goto('/dashboard');
    const next = page.getByRole('region', { name: 'Continue learning' });
    await expect(next.getByRole('link', { name: 'View your certificate' })).toHaveAttribute(
      'href',
      `/verify-certificate/${code}`,
    );
    await expect(next.getByRole('link', { name: /Share it/ })).toHaveAttribute('href', '/my-certificates');
    await expect(next.getByRole('link', { name: /^Start / })).toHaveAttribute('href', /^\/roadmap\/(?!frontend$)/);
    await expect(next.getByText(/take the exam|^Continue: /)).toHaveCount(0);
  });

  test('a track that has its own roadmap since issue 29: the Security Engineer, from the quiz result to a verified certificate', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const learner = await newLearner(page.request, 'sec');
    await startSignedIn(page, learner.username, learner.password, '/quiz');
    await answerQuizFor(page, 'security');
    await expect(page).toHaveURL(/\/quiz\/results$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Security Engineer' }).first()).toBeVisible();
    await page
      .getByRole('link', { name: /Start this roadmap/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/roadmap\/security$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Security Engineer' })).toBeVisible();
    await page.getByRole('button', { name: 'Start this roadmap' }).click();
    await expect(page.getByRole('dialog').getByRole('heading').first()).toBeVisible();

    // A lesson of the new roadmap teaches at depth: the worked example, the common mistakes, the job.
    await page.goto('/roadmap/security?view=map&module=threat-modeling');
    const lesson = page.getByRole('dialog');
    for (const heading of ['Worked example', 'Common mistakes', 'At work'])
      await expect(lesson.getByRole('heading', { name: heading, exact: true })).toBeVisible();

    // Every module passed (earning passes is lesson-checks.spec's subject), then the exam and its certificate.
    const detail = (await (await page.request.get('/api/roadmaps/security')).json()) as {
      sections: { modules: { key: string }[] }[];
    };
    const keys = detail.sections.flatMap((s) => s.modules.map((m) => m.key));
    expect(keys.length).toBeGreaterThanOrEqual(24);
    await passModules(learner.username, keys);
    await page.goto('/roadmap-exam/security');
    await expect(page.getByText(`Modules passed: ${keys.length} of ${keys.length}`)).toBeVisible();
    await answerExamWithKey(page);
    await page.getByRole('button', { name: 'Submit exam' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit now' }).click();
    await expect(page.getByText('You passed!')).toBeVisible();
    await page.getByRole('link', { name: 'See my certificates' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Security Engineer' })).toBeVisible();
    await page.getByRole('link', { name: /^DP-/ }).click();
    await expect(page.getByRole('heading', { name: 'Valid certificate' })).toBeVisible();
    await expect(page.getByText('Security Engineer').first()).toBeVisible();
  });

  test('a failed attempt shows when the next one opens', async ({ page }) => {
    const learner = await newLearner(page.request, 'fail');
    const token = await apiToken(page.request, learner.username, learner.password);
    const client = await api(page.request, token);
    const detail = (await (await page.request.get('/api/roadmaps/frontend')).json()) as {
      sections: { modules: { key: string }[] }[];
    };
    await passModules(
      learner.username,
      detail.sections.flatMap((s) => s.modules.map((m) => m.key)),
    );
    const attempt = (await (await client.post('/api/exams/frontend/attempts')).json()) as { id: string };
    expect((await client.post(`/api/exams/attempts/${attempt.id}/submit`)).status()).toBe(200);

    await startSignedIn(page, learner.username, learner.password, '/roadmap-exam/frontend');
    await expect(page.getByText(/Your next attempt opens on/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start the exam' })).toHaveCount(0);
    await page.getByRole('button', { name: /Open the attempt of/ }).click();
    await expect(page.getByText('Not this time')).toBeVisible();
    await expect(page.getByText(/You can try again on/)).toBeVisible();
  });
});
