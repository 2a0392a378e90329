import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { requireDatabase, roadmapWithOneModule, rows } from './support/database';
import { newLearner, startSignedIn, uniqueName } from './support/accounts';

/**
 * Issue 28's whole loop in the browser, as a new learner lives it: open a module, answer a check
 * wrongly and see why, pass the checks, solve the module's code exercise in the lesson (a wrong
 * Submit first: the failing test with its diff), see the module passed, find the missed question
 * in /review once it is due (the learner's review clock moved ahead through the development-only
 * endpoint instead of waiting), answer it, and earn the XP of each step once. The module and its
 * questions are this test's own; its exercise is the shipped exercise of javascript-fundamentals
 * (its reference solution read from the run's database).
 */

const option = (text: string, correct = false) => ({
  text,
  correct,
  why: `${text} is ${correct ? 'right' : 'wrong'}: see the lesson.`,
});

/** Replaces the editor's text as a paste would (no auto-closed brackets from typing). */
async function writeCode(page: Page, editorName: RegExp, code: string) {
  const editor = page.getByRole('textbox', { name: editorName });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

test.describe('learning by doing', () => {
  test.beforeAll(requireDatabase);

  test('checks (wrong, then passed), the code exercise (wrong, then solved), Passed, the missed question reviewed, XP once each', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const [{ exercises }] = await rows<{ exercises: string[] }>(
      `select exercises from module_checks where module_key = 'javascript-fundamentals'`,
    );
    const exercise = exercises[0]!;
    const [problem] = await rows<{ title: string; reference: Record<string, string>; signature: { name: string } }>(
      'select title, reference, signature from practice_problems where slug = $1',
      [exercise],
    );
    const slug = uniqueName('lbd');
    const key = `${slug}-lesson`;
    const title = 'Values and equality';
    const questions = [
      {
        id: `${key}-1`,
        kind: 'single',
        section: 'Basics',
        prompt: 'Which keyword declares a constant?',
        options: [option('var'), option('const', true), option('let')],
      },
      {
        id: `${key}-2`,
        kind: 'fill',
        section: 'Basics',
        prompt: 'Strict equality is written ____',
        answers: ['==='],
        why: '=== compares without converting types.',
      },
    ];
    await roadmapWithOneModule({ slug, roadmapTitle: 'Doing roadmap', key, title, questions, exercises: [exercise] });

    const learner = await newLearner(page.request, 'lbd');
    await page.setViewportSize({ width: 1280, height: 900 });
    await startSignedIn(page, learner.username, learner.password, `/roadmap/${slug}?view=map&module=${key}`);
    const panel = page.getByRole('dialog', { name: title });

    // The checks: one answered wrongly, with why; then passed.
    const checks = panel.getByRole('region', { name: 'Check yourself' });
    await checks.getByRole('radio', { name: 'var' }).check();
    await checks.getByRole('textbox', { name: 'Your answer' }).fill('===');
    await checks.getByRole('button', { name: 'Check my answers' }).click();
    await expect(checks.getByText(/^1 of 2 — not passed yet$/)).toBeVisible();
    await expect(checks.getByText('var is wrong: see the lesson.')).toBeVisible();
    await checks.getByRole('button', { name: 'Try again' }).click();
    await checks.getByRole('radio', { name: 'const' }).check();
    await checks.getByRole('textbox', { name: 'Your answer' }).fill('===');
    await checks.getByRole('button', { name: 'Check my answers' }).click();
    await expect(checks.getByText(/^2 of 2 — passed$/)).toBeVisible();
    await expect(page.getByText(/Checks passed: \+60 XP/)).toBeVisible();
    await expect(panel.getByText('Exercise left', { exact: true })).toBeVisible();
    // The map behind the lesson shows the exercise left; its node opens the lesson again.
    await panel.getByRole('button', { name: 'Close the lesson' }).click();
    const left = page.getByRole('button', {
      name: new RegExp(`^${title}: .*checks passed, 1 code exercise left$`, 'i'),
    });
    await expect(left).toHaveAttribute('data-earned', 'exercise-left');
    await left.click();

    // The code exercise in the lesson: a wrong Submit shows the failing test and its diff.
    const code = panel.getByRole('region', { name: `Code exercise: ${problem!.title}` });
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
    // The right solution: Accepted, solved, and the module passed (also on the map, after a reload).
    await writeCode(page, editorName, problem!.reference.javascript!);
    await code.getByRole('button', { name: 'Submit' }).click();
    await expect(code.getByTestId('verdict')).toHaveText('Accepted', { timeout: 30_000 });
    await expect(code.getByTestId('exercise-solved')).toBeVisible();
    await expect(panel.getByTestId('earned-help')).toContainText('it counts for the exam');
    await page.reload();
    await panel.getByRole('button', { name: 'Close the lesson' }).click();
    const node = page.getByRole('button', { name: new RegExp(`^${title}: .*, passed$`, 'i') });
    await expect(node).toHaveAttribute('data-earned', 'passed');

    // The missed question and the exercise that took two Submits are queued, due a minute after: not yet.
    await expect(page.getByRole('link', { name: /^Review: / })).toHaveCount(0);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const { csrfToken } = (await (await page.request.get('/api/csrf-token')).json()) as { csrfToken: string };
    const clock = await page.request.put('/api/dev/review-clock', {
      headers: { Authorization: `Bearer ${token}`, 'X-CSRF-Token': csrfToken },
      data: { offsetMinutes: 2 },
    });
    expect(clock.status()).toBe(200);
    // Two minutes later on the learner's review clock both are due, in the header and in /review:
    // the question first (missed first), answered again with why; then the problem, rated after re-solving.
    await page.reload();
    await page.getByRole('link', { name: 'Review: 2 items due' }).click();
    await expect(page).toHaveURL(/\/review$/);
    await expect(page.getByText('Item 1 of 2')).toBeVisible();
    await expect(page.getByText('Which keyword declares a constant?')).toBeVisible();
    await page.getByRole('radio', { name: 'const' }).check();
    await page.getByRole('button', { name: 'Check my answer' }).click();
    await expect(page.getByText('const is right: see the lesson.')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Item 2 of 2')).toBeVisible();
    await expect(
      page.getByRole('link', { name: `Solve “${problem!.title}” again (opens in a new tab)` }),
    ).toBeVisible();
    await page.getByRole('group', { name: 'How re-solving it went' }).getByRole('button', { name: /Good/ }).click();
    await expect(page.getByRole('heading', { name: 'Review complete' })).toBeVisible();

    // XP once for each: the checks, the exercise and the day's review (the retries paid nothing).
    const ledger = await rows<{ achievement: string; amount: number }>(
      `select achievement, amount from xp_ledger l join users u on u.id = l.user_id
       where u.username = $1 and (achievement like 'checks:%' or achievement like 'problem:%' or achievement like 'review:%')
       order by achievement`,
      [learner.username],
    );
    expect(ledger.map((r) => [r.achievement.replace(/^review:.*/, 'review:<day>'), r.amount])).toEqual([
      [`checks:${key}`, 60],
      [`problem:${exercise}`, 10],
      ['review:<day>', 15],
    ]);
  });
});
