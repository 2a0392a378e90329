import { expect, test } from './support/test';
import { DEMO, startSignedIn, uniqueName } from './support/accounts';

/** Issue 15, the blog in the browser: a moderator writes and publishes a post, readers find it. */
test.describe('blog', () => {
  test('a moderator writes a post with a preview and publishes it: it is first in /blog and its page has a table of contents', async ({
    page,
  }) => {
    const title = `Pair programming for beginners ${uniqueName('b')}`;
    await startSignedIn(page, DEMO.moderator.username, DEMO.moderator.password, '/admin/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog posts' })).toBeVisible();
    const form = page.getByRole('form', { name: 'New post' });
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form
      .getByRole('textbox', { name: 'Summary' })
      .fill('Two people, one keyboard: how pairing helps you learn faster, and how to start.');
    await form.getByLabel('Tags').fill('learning');
    await form.getByLabel('Tags').press('Enter');
    await form
      .getByRole('textbox', { name: 'Body (Markdown)' })
      .fill('## Driver and navigator\n\nOne types, one thinks ahead.\n\n## Switch often\n\nEvery 15 minutes.');
    await form.getByRole('tab', { name: 'Preview' }).click();
    await expect(form.getByRole('heading', { level: 2, name: 'Driver and navigator' })).toBeVisible();
    await form.getByText('Published', { exact: true }).click();
    await form.getByRole('button', { name: 'Save and publish' }).click();
    await expect(page.getByRole('form', { name: `Edit ${title}` })).toBeVisible();

    await page.goto('/blog');
    const first = page.getByRole('article').first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(title);
    await first.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await toc.getByRole('link', { name: 'Switch often' }).click();
    await expect(page).toHaveURL(/#switch-often$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Switch often' })).toBeInViewport();
  });

  test('readers filter the shipped posts by topic and read one', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await page.getByRole('group', { name: 'Filter by topic' }).getByText('git', { exact: true }).click();
    await expect(page).toHaveURL(/\?tag=git$/);
    await page.getByRole('link', { name: /Git in your first week/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Git in your first week/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pro Git' })).toHaveAttribute('href', 'https://git-scm.com/book/en/v2');
  });
});
