import { expect, test } from './support/test';
import { DEMO, startSignedIn, uniqueName } from './support/accounts';

/** Issue 15, security reports in the browser: a visitor reports, an admin triages, the visitor sees the new status. */
test.describe('security reports', () => {
  test('a visitor reports a security issue privately; an admin triages it with a public note; the private link shows the new status', async ({
    page,
    browser,
  }) => {
    // Two browsers and two sign-in flows: more than the default 30 s on a loaded machine.
    test.setTimeout(120_000);
    const area = `Profile bio ${uniqueName('sec')}`;
    await page.goto('/security-reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Security Reports' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Safe harbour' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Security report' });
    await form.getByLabel('Severity').selectOption('high');
    await form.getByRole('textbox', { name: 'Affected area' }).fill(area);
    await form
      .getByRole('textbox', { name: 'Description' })
      .fill('The bio of a public profile is rendered without escaping, so a script in it runs for every visitor.');
    await form
      .getByRole('textbox', { name: /Proof of concept/ })
      .fill('Set the bio to <img src=x onerror=alert(1)> and open the profile.');
    await form.getByRole('textbox', { name: /Your email/ }).fill(`${uniqueName('researcher')}@example.com`);
    await form.getByRole('button', { name: 'Send the report privately' }).click();

    await expect(page.getByText(/It is shown only once/)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Copy the link' })).toBeVisible();
    const statusPath = await page.getByRole('link', { name: 'Open the status page' }).getAttribute('href');
    expect(statusPath).toMatch(/^\/security-reports\/status\/[A-Za-z0-9_-]{43}$/);
    await page.getByRole('link', { name: 'Open the status page' }).click();
    await expect(page.getByTestId('status-badge')).toHaveText('New', { timeout: 15_000 });

    // The admin, in a browser of their own.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await startSignedIn(admin, DEMO.admin.username, DEMO.admin.password, '/admin/security-reports');
    await expect(admin.getByRole('heading', { level: 1, name: 'Security reports' })).toBeVisible({ timeout: 20_000 });
    await admin.getByRole('button', { name: new RegExp(area) }).click();
    await expect(admin.getByText('Set the bio to <img src=x onerror=alert(1)> and open the profile.')).toBeVisible({
      timeout: 15_000,
    });
    await admin
      .getByRole('textbox', { name: /Note/ })
      .fill('We reproduced the issue and are working on a fix. Thank you!');
    await admin.getByRole('radio', { name: /Public/ }).check();
    await admin.getByRole('button', { name: 'Mark triaged' }).click();
    await expect(admin.getByRole('button', { name: 'Mark fixed' })).toBeVisible({ timeout: 15_000 });
    await adminContext.close();

    await page.reload();
    await expect(page.getByTestId('status-badge')).toHaveText('Triaged', { timeout: 15_000 });
    await expect(page.getByText('We reproduced the issue and are working on a fix. Thank you!')).toBeVisible();
    await expect(page.getByText('onerror')).toHaveCount(0);
  });
});
