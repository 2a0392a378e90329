import type { Page } from '@playwright/test';
import pg from 'pg';
import { expect, test } from './support/test';
import { newLearner, startSignedIn } from './support/accounts';

/**
 * Issue 28 in the browser: a new learner passes a lesson's checks, sees "Exercise left", solves the
 * module's code exercise inside the lesson (a wrong Submit first: the failing test with its diff),
 * and the module turns "Passed" (after a reload too, and on the map). The shipped content of the
 * frontend roadmap is used; the right answers and the reference solution come from the run's database.
 */
async function rows<T>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

type StoredQuestion =
  | { id: string; kind: 'single' | 'multiple' | 'output'; options: { text: string; correct: boolean }[] }
  | { id: string; kind: 'order'; steps: string[] }
  | { id: string; kind: 'fill'; answers: string[] };
type ShownQuestion = { id: string; options: string[]; steps: { id: number; text: string }[] };

const KEY = 'javascript-fundamentals';

/** Replaces the editor's text as a paste would (no auto-closed brackets from typing). */
async function writeCode(page: Page, editorName: RegExp, code: string) {
  const editor = page.getByRole('textbox', { name: editorName });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

test.describe('the code exercise in a lesson', () => {
  test.beforeAll(() => {
    if (!process.env.E2E_DATABASE_URL)
      throw new Error(
        "E2E_DATABASE_URL (the server's database) is not set: run the browser tests through npm test or scripts/test-part.mjs",
      );
  });

  test('pass the checks, see Exercise left, a wrong Submit shows the diff, the reference solves it: Passed', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const [checks] = await rows<{ questions: StoredQuestion[] }>(
      'select questions from module_checks where module_key = $1',
      [KEY],
    );
    const [exercise] = await rows<{ exercises: string[] }>(
      'select exercises from module_checks where module_key = $1',
      [KEY],
    );
    const slug = exercise!.exercises[0]!;
    const [problem] = await rows<{ title: string; reference: Record<string, string>; signature: { name: string } }>(
      'select title, reference, signature from practice_problems where slug = $1',
      [slug],
    );
    expect(checks!.questions.length).toBeGreaterThanOrEqual(5);

    const learner = await newLearner(page.request, 'lex');
    await startSignedIn(page, learner.username, learner.password, `/roadmap/frontend?view=map&module=${KEY}`);
    const panel = page.getByRole('dialog', { name: 'JavaScript fundamentals' });
    await expect(panel.getByRole('region', { name: 'Check yourself' })).toBeVisible();
    const code = panel.getByRole('region', { name: `Code exercise: ${problem!.title}` });
    await expect(code).toBeVisible();
    await expect(code.getByTestId('exercise-solved')).toHaveCount(0);

    // The checks, passed with the right answers (the checks' own UI is lesson-checks.spec.ts's): the
    // shown questions give the step ids, the database the key; sent as the SPA sends them.
    const answers = await page.evaluate(
      async ({ key, stored }) => {
        const shown = (await (await fetch(`/api/roadmaps/frontend/modules/${key}/checks`)).json()) as {
          questions: ShownQuestion[];
        };
        return stored.map((q) => {
          const s = shown.questions.find((x) => x.id === q.id)!;
          if (q.kind === 'order')
            return { questionId: q.id, order: q.steps.map((t) => s.steps.find((x) => x.text === t)!.id) };
          if (q.kind === 'fill') return { questionId: q.id, text: q.answers[0] };
          return {
            questionId: q.id,
            choices: q.options.flatMap((o) => (o.correct ? [s.options.indexOf(o.text)] : [])).sort((a, b) => a - b),
          };
        });
      },
      { key: KEY, stored: checks!.questions },
    );
    const passed = await page.evaluate(
      async ({ key, body }) => {
        const csrf = (await (await fetch('/api/csrf-token')).json()) as { csrfToken: string };
        const response = await fetch(`/api/roadmaps/frontend/modules/${key}/checks/attempts`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-CSRF-Token': csrf.csrfToken,
            Authorization: `Bearer ${localStorage.getItem('token')}`,
          },
          body: JSON.stringify({ answers: body }),
        });
        return { status: response.status, json: (await response.json()) as { attempt: { passed: boolean } } };
      },
      { key: KEY, body: answers },
    );
    expect(passed.status).toBe(201);
    expect(passed.json.attempt.passed).toBe(true);

    await page.reload();
    await expect(panel.getByText('Exercise left', { exact: true })).toBeVisible();
    await expect(panel.getByText('Its checks are passed; solve its code exercise to pass it.')).toBeVisible();
    // The map (behind the lesson) shows the exercise left; its node opens the lesson again.
    await panel.getByRole('button', { name: 'Close the lesson' }).click();
    const left = page.getByRole('button', {
      name: /^JavaScript fundamentals: .*checks passed, 1 code exercise left$/i,
    });
    await expect(left.locator('[data-label="Exercise left"]')).toBeVisible();
    await left.click();

    // A wrong solution: the function returns null. The first failing test opens with its diff.
    const editorName = new RegExp(`^Your JavaScript solution to ${problem!.title}$`);
    await writeCode(
      page,
      editorName,
      `function ${problem!.signature.name}() {\n  console.log("trying");\n  return null;\n}\n`,
    );
    await code.getByRole('button', { name: 'Submit' }).click();
    await expect(code.getByTestId('verdict')).toHaveText('Wrong Answer', { timeout: 30_000 });
    await expect(code.getByText('Difference (− expected, + returned)')).toBeVisible();
    await expect(code.getByText('trying').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/lesson-exercise-wrong.png' });

    // The reference solution: Accepted, Solved, and the module Passed.
    await writeCode(page, editorName, problem!.reference.javascript!);
    await code.getByRole('button', { name: 'Submit' }).click();
    await expect(code.getByTestId('verdict')).toHaveText('Accepted', { timeout: 30_000 });
    await expect(code.getByTestId('exercise-solved')).toBeVisible();
    await expect(panel.getByTestId('earned-help')).toHaveText(
      'Its checks are passed and its code exercises solved: it counts for the exam.',
      { timeout: 20_000 },
    );
    await page.screenshot({ path: 'test-results/lesson-exercise-solved.png' });

    // After a reload: still solved and passed; the map shows it passed.
    await page.reload();
    await expect(code.getByTestId('exercise-solved')).toBeVisible();
    await expect(panel.getByTestId('earned-help')).toContainText('it counts for the exam');
    await panel.getByRole('button', { name: 'Close the lesson' }).click();
    const node = page.getByRole('button', { name: /^JavaScript fundamentals: .*, passed$/i });
    await expect(node).toBeVisible();
    await expect(node.locator('[data-label="Passed"]')).toBeVisible();
  });
});
