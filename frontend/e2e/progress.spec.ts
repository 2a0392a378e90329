import { expect, test } from './support/test';
import { newLearner, startSignedIn } from './support/accounts';

/** Issue 12 in the browser: the streak learning starts (a visit does not: issue 26), the leaderboard and the weekly league. */
test.describe('progress, leaderboard and leagues', () => {
  test('a visit is not learning: a new account has no streak, also after a reload, until a lesson, a problem or an exam (issue 26, item 7)', async ({
    page,
  }) => {
    const learner = await newLearner(page.request, 'stk');
    await startSignedIn(page, learner.username, learner.password);
    const card = page.getByRole('region', { name: 'Daily streak' });
    for (const reload of [false, true]) {
      if (reload) await page.reload();
      await expect(card.getByText('0 days', { exact: true })).toBeVisible();
      await expect(card.getByText('Do a lesson, a problem or an exam today to start a streak.')).toBeVisible();
      await expect(card.getByText('Longest: 0 days', { exact: true })).toBeVisible();
      await expect(page.getByText('Current streak', { exact: true }).locator('..')).toContainText('0 days');
      await expect(page.getByRole('img', { name: /Learning days from .*: 0 active, 0 frozen/ })).toBeVisible();
    }
    await expect(card.getByRole('group', { name: 'Streak freezes: 0 of 2' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent XP' }).getByText(/No XP yet/)).toBeVisible();
  });

  test('the leaderboard tells a learner without XP how to get on it, and switches periods', async ({ page }) => {
    const learner = await newLearner(page.request, 'lbd');
    await startSignedIn(page, learner.username, learner.password, '/leaderboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
    await expect(page.getByText('You are not on this board yet')).toBeVisible();
    await page.getByText('All time').click();
    await expect(page).toHaveURL(/\?board=all$/);
    await expect(page.getByText('You are not on this board yet')).toBeVisible();
  });

  test('a module done moves XP and the streak on the dashboard and my rank on the leaderboard at once', async ({
    page,
  }) => {
    const learner = await newLearner(page.request, 'rnk');
    await startSignedIn(page, learner.username, learner.password, '/roadmap/backend');
    await page.getByRole('button', { name: 'Start this roadmap' }).click();
    const panel = page.getByRole('dialog');
    await panel.getByRole('button', { name: 'Mark as done' }).click();
    await expect(panel.getByRole('radio', { name: 'Done' })).toBeChecked();
    // The answer carries the award, made before it came (the module-completed event delivered at once).
    await expect(page.getByText('Module done: +50 XP')).toBeVisible();
    await expect(page.getByText('50 XP in total · 1-day streak')).toBeVisible();

    // The dashboard has it on its first load: nothing to wait for.
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Recent XP' }).getByText('+50 XP')).toBeVisible();
    const card = page.getByRole('region', { name: 'Daily streak' });
    await expect(card.getByText('1 day', { exact: true })).toBeVisible();
    await expect(card.getByText(/Today counts\. Keep it going by/)).toBeVisible();
    await expect(card.getByText('Longest: 1 day', { exact: true })).toBeVisible();

    // Not on this week's snapshot yet, yet ranked with the 50 XP just earned (no job run).
    await page.goto('/leaderboard');
    await expect(page.getByText(/^You are #[\d,]+ with 50 XP/)).toBeVisible();
    await expect(page.getByText('You are not on this board yet')).toHaveCount(0);
  });

  test('joining the weekly league shows my group with me in it; leaving is one click', async ({ page }) => {
    const learner = await newLearner(page.request, 'lge');
    await page.setViewportSize({ width: 390, height: 900 }); // a phone: a long name is cut, never the "You" badge beside it
    await startSignedIn(page, learner.username, learner.password, '/leaderboard-new');
    await page.getByRole('button', { name: "Join this week's league" }).click();
    const group = page.getByRole('table', { name: 'Your Bronze group this week' });
    await expect(group).toBeVisible();
    await expect(group.locator('tr[aria-current="true"]')).toContainText(learner.username);
    const you = group.locator('tr[aria-current="true"] .mantine-Badge-label');
    await expect(you).toHaveText('You');
    expect(await you.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    // The XP column's header is one line (it wrapped to three at 390 px), and the table fits the phone's width.
    const xpHeader = group.getByRole('columnheader', { name: 'XP this week' });
    const visibleLines = () =>
      xpHeader.evaluate((th) => {
        const tops = new Set<number>();
        const texts = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
        for (let text = texts.nextNode(); text; text = texts.nextNode()) {
          const box = text.parentElement!.getBoundingClientRect();
          if (box.width <= 1 && box.height <= 1) continue; // visually hidden: for screen readers only
          const range = document.createRange();
          range.selectNodeContents(text);
          for (const line of range.getClientRects()) if (line.width > 0) tops.add(Math.round(line.top));
        }
        return tops.size;
      });
    expect(await visibleLines()).toBe(1);
    const section = page.getByRole('region', { name: 'Bronze group' });
    const [table, frame] = [await group.boundingBox(), await section.boundingBox()];
    expect(table!.x + table!.width).toBeLessThanOrEqual(frame!.x + frame!.width);
    await expect(page.getByText('Bronze', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Leave the leagues' }).click();
    await expect(page.getByRole('button', { name: "Join this week's league" })).toBeVisible();
  });
});
