import { expect, test } from './support/test';
import { requireDatabase, roadmapWithOneModule } from './support/database';
import { newLearner, startSignedIn, uniqueName } from './support/accounts';

/**
 * Issue 28 (first increment) in the browser: a learner answers a lesson's checks wrongly, sees
 * why, retries and passes; the module shows "Passed" on the map after a reload. The roadmap and
 * its checks are this test's own (written to the run's database as the content pack would), so
 * the test does not depend on the shipped content.
 */

const why = (text: string, right: boolean) => `${text} is ${right ? 'right' : 'wrong'}: see the lesson.`;
const option = (text: string, correct = false) => ({ text, correct, why: why(text, correct) });

test.describe('lesson checks', () => {
  test.beforeAll(requireDatabase);

  test('a learner answers wrongly, sees why, retries and passes', async ({ page }) => {
    test.setTimeout(120_000);
    const slug = uniqueName('chk');
    const key = `${slug}-lesson`;
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
        kind: 'multiple',
        section: 'Basics',
        prompt: 'Which are primitives?',
        options: [option('string', true), option('object'), option('bigint', true), option('array')],
      },
      {
        id: `${key}-3`,
        kind: 'output',
        section: 'Basics',
        prompt: 'What does this print?',
        code: { language: 'javascript', source: 'console.log(typeof 1n)' },
        options: [option('number'), option('bigint', true), option('object')],
      },
      {
        id: `${key}-4`,
        kind: 'order',
        section: 'Basics',
        prompt: 'Order the steps of a commit',
        steps: ['Edit', 'Stage', 'Commit'],
        why: 'You edit, stage what goes in, then commit it.',
      },
      {
        id: `${key}-5`,
        kind: 'fill',
        section: 'Basics',
        prompt: 'Strict equality is written ____',
        answers: ['==='],
        why: '=== compares without converting types.',
      },
    ];
    await roadmapWithOneModule({ slug, roadmapTitle: 'Checks roadmap', key, title: 'Checks lesson', questions });

    const learner = await newLearner(page.request, 'chk');
    await startSignedIn(page, learner.username, learner.password, `/roadmap/${slug}?view=map&module=${key}`);
    const panel = page.getByRole('dialog');
    const checks = panel.getByRole('region', { name: 'Check yourself' });
    await expect(checks.getByText('5 questions · pass with 80% right.')).toBeVisible();

    // First attempt: two wrong (the constant and the order left as shown).
    await checks.getByRole('radio', { name: 'var' }).check();
    await checks.getByRole('checkbox', { name: 'string' }).check();
    await checks.getByRole('checkbox', { name: 'bigint' }).check();
    await checks.getByRole('radio', { name: 'bigint' }).check();
    await checks.getByRole('textbox', { name: 'Your answer' }).fill('===');
    await page.screenshot({ path: 'test-results/lesson-checks-answering.png', fullPage: false });
    await checks.getByRole('button', { name: 'Check my answers' }).click();
    await expect(checks.getByText(/^3 of 5 — not passed yet$/)).toBeVisible();
    await expect(checks.getByText(why('var', false))).toBeVisible();
    await expect(checks.getByText(why('const', true))).toBeVisible();
    await expect(checks.getByText('The right order: Edit → Stage → Commit')).toBeVisible();
    await page.screenshot({ path: 'test-results/lesson-checks-wrong.png', fullPage: false });

    // The retry: the right answers, the steps put in order with the keyboard-reachable buttons.
    await checks.getByRole('button', { name: 'Try again' }).click();
    await checks.getByRole('radio', { name: 'const' }).check();
    await checks.getByRole('checkbox', { name: 'string' }).check();
    await checks.getByRole('checkbox', { name: 'bigint' }).check();
    await checks.getByRole('radio', { name: 'bigint' }).check();
    await checks.getByRole('textbox', { name: 'Your answer' }).fill(' === ');
    const steps = checks.getByRole('list', { name: 'Steps, first to last' });
    for (const [index, text] of ['Edit', 'Stage', 'Commit'].entries()) {
      // Move the step up until it stands at its place.
      for (let guard = 0; guard < 3; guard += 1) {
        const current = (await steps.getByRole('listitem').nth(index).textContent()) ?? '';
        if (current.includes(text)) break;
        await steps.getByRole('button', { name: `Move "${text}" up` }).click();
      }
      await expect(steps.getByRole('listitem').nth(index)).toContainText(text);
    }
    await checks.getByRole('button', { name: 'Check my answers' }).click();
    await expect(checks.getByText(/^5 of 5 — passed$/)).toBeVisible();
    await expect(checks.getByText('Passed', { exact: true })).toBeVisible();

    // After a reload: the map shows the module passed, apart from its self-set status.
    await page.goto(`/roadmap/${slug}?view=map`);
    await expect(page.getByRole('button', { name: 'Checks lesson: Not started, checks passed' })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/roadmap/${slug}?module=${key}`);
    const reloaded = page.getByRole('dialog');
    await expect(reloaded.getByText(/^5 of 5 — passed$/)).toBeVisible();
    // The graded attempt still shows what was chosen.
    await expect(reloaded.getByRole('radio', { name: 'const' })).toBeChecked();
    await expect(
      reloaded.getByRole('list', { name: 'Steps, first to last' }).getByRole('listitem').first(),
    ).toContainText('Edit');
    await page.screenshot({ path: 'test-results/lesson-checks-mobile.png', fullPage: false });
    await page.emulateMedia({ colorScheme: 'dark' });
    await reloaded.getByRole('button', { name: 'Try again' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/lesson-checks-mobile-dark.png', fullPage: false });
  });
});
