import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { newLearner, startSignedIn } from './support/accounts';

/** Replaces the editor's text as a paste would (no auto-closed brackets from typing). */
async function writeCode(page: Page, code: string, editorName = 'Your JavaScript solution') {
  const editor = page.getByRole('textbox', { name: editorName });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

/** Issue 14 in the browser: the real editor, the judge, the verdicts, the solved mark and the XP. */
test.describe('coding practice', () => {
  test('open a problem, Run: Wrong Answer with the diff; fix it, Submit: Accepted; solved in the list and XP on the dashboard', async ({
    page,
  }) => {
    // Two judgings and an event-delivered XP award: 40-66 s on a CI host running at half its usual
    // speed (2026-11-28), where the default 60 s ran out. A limit for a flow that hangs, not a speed check.
    test.setTimeout(120_000);
    const learner = await newLearner(page.request, 'prc');
    await startSignedIn(page, learner.username, learner.password, '/practice');
    await expect(page.getByRole('heading', { level: 1, name: 'Practice' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search' }).fill('running totals');
    await page.getByRole('link', { name: 'Running Totals' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Running Totals' })).toBeVisible();

    await writeCode(page, 'function runningTotals(nums) {\n  console.log("got", nums.length);\n  return nums;\n}\n');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect(page.getByTestId('verdict')).toHaveText('Wrong Answer', { timeout: 30_000 });
    // "one number" passes even so ([5] → [5]); the first example fails.
    await expect(page.getByText(/1 \/ 3 tests passed/)).toBeVisible();
    // The failing example is open: the diff and what the code printed during it.
    await expect(page.getByRole('button', { name: /four numbers .* failed/ })).toHaveAttribute('aria-expanded', 'true');
    const firstTest = page.getByRole('region', { name: /four numbers/ });
    await expect(firstTest.getByText('Difference (− expected, + returned)')).toBeVisible();
    await expect(firstTest.getByText('got 4')).toBeVisible();

    // The code is kept in this browser: a reload shows it again, and runs nothing by itself.
    await page.reload();
    // The editor is a chunk of its own, loaded after the page: give it the time a slow host needs.
    await expect(page.getByRole('textbox', { name: 'Your JavaScript solution' })).toContainText('return nums;', {
      timeout: 30_000,
    });
    await expect(page.getByTestId('verdict')).toHaveCount(0);

    await writeCode(
      page,
      'function runningTotals(nums) {\n  let sum = 0;\n  return nums.map((value) => (sum += value));\n}\n',
    );
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('verdict')).toHaveText('Accepted', { timeout: 30_000 });
    await expect(page.getByTestId('first-solve')).toContainText('earns 10 XP');
    await expect(page.getByTestId('solved-badge')).toBeVisible();

    await page.getByRole('link', { name: 'Practice', exact: true }).first().click();
    await expect(page.getByTestId('problem-row-running-totals').getByRole('img', { name: 'Solved' })).toBeVisible();
    await expect(page.getByText(/^You solved 1$/)).toBeVisible();

    // The XP arrives through the problem-solved event, delivered after the commit.
    await page.goto('/dashboard');
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('region', { name: 'Recent XP' }).getByText('+10 XP')).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
  });

  test('a SQL problem: the tables and examples as tables; a wrong query shows the expected rows beside its own, the missing row marked; the fixed query is accepted', async ({
    page,
  }) => {
    const learner = await newLearner(page.request, 'sql');
    await startSignedIn(page, learner.username, learner.password, '/practice/problem/team-headcount');
    await expect(page.getByRole('heading', { level: 1, name: 'Team Headcount' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tables' })).toBeVisible();
    await expect(page.getByText('CREATE TABLE employees')).toBeVisible();
    await expect(page.getByRole('table', { name: 'teams (3 rows)' })).toBeVisible();
    // SQL alone: no language switch, the editor says which dialect.
    await expect(page.getByRole('radiogroup', { name: 'Language' })).toHaveCount(0);
    const editorName = 'Your SQL (PostgreSQL) solution';
    await expect(page.getByRole('textbox', { name: editorName })).toContainText('FROM teams');

    await writeCode(
      page,
      'SELECT t.name AS team, count(e.id) AS headcount\nFROM teams t\nJOIN employees e ON e.team_id = t.id\nGROUP BY t.id, t.name\nORDER BY headcount DESC, team;',
      editorName,
    );
    await page.getByRole('button', { name: 'Run' }).click();
    await expect(page.getByTestId('verdict')).toHaveText('Wrong Answer', { timeout: 30_000 });
    await expect(page.getByText(/2 \/ 3 tests passed/)).toBeVisible();
    const failed = page.getByRole('region', { name: /an empty team is listed with 0/ });
    const expected = failed.getByRole('table', { name: 'Expected (3 rows)' });
    await expect(expected).toBeVisible();
    await expect(failed.getByRole('table', { name: 'Your result (2 rows)' })).toBeVisible();
    await expect(expected.getByRole('row').filter({ hasText: 'missing' })).toContainText('docs');
    await page.screenshot({ path: test.info().outputPath('sql-row-diff.png'), fullPage: true });

    await writeCode(
      page,
      'SELECT t.name AS team, count(e.id) AS headcount\nFROM teams t\nLEFT JOIN employees e ON e.team_id = t.id\nGROUP BY t.id, t.name\nORDER BY headcount DESC, team;',
      editorName,
    );
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('verdict')).toHaveText('Accepted', { timeout: 30_000 });
    await expect(page.getByTestId('solved-badge')).toBeVisible();
  });
});
