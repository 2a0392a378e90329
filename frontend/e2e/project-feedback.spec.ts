import type { Locator } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO, newLearner, startSignedIn, uniqueName } from './support/accounts';

/** The control and its label share a line: their boxes overlap vertically and the label is to the right. */
async function expectOnOneLine(control: Locator, label: Locator) {
  const [c, l] = [await control.boundingBox(), await label.boundingBox()];
  expect(c && l).toBeTruthy();
  expect(l!.y).toBeLessThan(c!.y + c!.height);
  expect(l!.y + l!.height).toBeGreaterThan(c!.y);
  expect(l!.x).toBeGreaterThanOrEqual(c!.x + c!.width);
}

/** Issue 15, project feedback in the browser: a learner submits a project, a moderator reviews it, the learner reads the feedback. */
test.describe('project feedback', () => {
  test('a learner submits a project → a moderator claims it and gives rubric feedback → the learner sees it', async ({
    page,
    browser,
  }) => {
    // Two browsers and two forms: more steps than most tests.
    test.slow();
    const title = `Recipe finder ${uniqueName('p')}`;
    const learner = await newLearner(page.request, 'pf');
    await startSignedIn(page, learner.username, learner.password, '/project-feedback');
    await expect(page.getByRole('heading', { level: 1, name: 'Project Feedback' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Submit a project' }).click();
    const form = page.getByRole('form', { name: 'Submit a project' });
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form
      .getByRole('textbox', { name: /^Repository address/ })
      .fill('https://github.com/devpath-learner/recipe-finder');
    await form
      .getByRole('textbox', { name: /^Description/ })
      .fill(
        'Search recipes by ingredient with the TheMealDB API; built with plain JavaScript, my first project with fetch.',
      );
    await form.getByRole('checkbox', { name: /Functionality/ }).check();
    // Issue 26: each checkbox sits on its label's line (its label is beside it, not below).
    await expectOnOneLine(
      form.getByRole('checkbox', { name: /Functionality/ }),
      form.getByText('Functionality', { exact: true }),
    );
    await form.getByRole('button', { name: 'Submit for feedback' }).click();
    const card = page.getByRole('article', { name: title });
    await expect(card.getByText('Waiting for a reviewer')).toBeVisible();
    await card.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const projectUrl = new URL(page.url()).pathname;
    expect(projectUrl).toMatch(/^\/project-feedback\/\d+$/);

    // The moderator, in a browser of their own.
    const moderatorContext = await browser.newContext();
    const moderator = await moderatorContext.newPage();
    await startSignedIn(moderator, DEMO.moderator.username, DEMO.moderator.password, projectUrl);
    await expect(moderator.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
    await moderator.getByRole('button', { name: 'Claim and review' }).click();
    const review = moderator.getByRole('form', { name: 'Your feedback' });
    await expect(review).toBeVisible();
    const criteria = ['Code quality', 'README and documentation', 'Functionality', 'Design and user experience'];
    const two = review.getByRole('radiogroup', { name: /^Code quality/ }).getByRole('radio', { name: /^2:/ });
    await expectOnOneLine(
      two,
      review.getByRole('radiogroup', { name: /^Code quality/ }).getByText('2', { exact: true }),
    );
    for (const [i, criterion] of criteria.entries()) {
      await review
        .getByRole('radiogroup', { name: new RegExp(`^${criterion}`) })
        .getByRole('radio', { name: new RegExp(`^${i + 2}:`) })
        .check();
      await review
        .getByRole('textbox', { name: new RegExp(`^Comment on ${criterion.toLowerCase()}`) })
        .fill(`About ${criterion.toLowerCase()}: clear, with one thing to improve.`);
    }
    await review
      .getByRole('textbox', { name: /^Summary/ })
      .fill(
        'A useful little app. Next: show a message when the API fails, and describe in the README how to run it locally.',
      );
    await review.getByRole('button', { name: 'Send feedback' }).click();
    await expect(moderator.getByText('Feedback received')).toBeVisible();
    await moderatorContext.close();

    // The learner reads it on their project's page.
    await page.reload();
    await expect(page.getByText('Feedback received')).toBeVisible({ timeout: 20_000 });
    const feedback = page.getByRole('region', { name: 'Feedback' });
    await expect(feedback.getByText('About functionality: clear, with one thing to improve.')).toBeVisible();
    await expect(feedback.getByText(/A useful little app/)).toBeVisible();
    await feedback.getByRole('button', { name: 'This feedback helped me' }).click();
    await expect(feedback.getByText(/Marked as helpful/)).toBeVisible();
  });
});
