import { readFile } from 'node:fs/promises';
import { axeOn } from './support/axe';
import { expect, test } from './support/test';
import { newLearner, startSignedIn } from './support/accounts';

/** A JSON Resume v1.0.0 file as another tool exports it. */
const jsonResume = {
  basics: {
    name: 'Lina Haddad',
    label: 'Frontend Developer',
    email: 'lina@example.com',
    summary: 'Frontend developer who builds accessible React interfaces for museums.',
    profiles: [{ network: 'GitHub', username: 'linah', url: 'https://github.com/linah' }],
  },
  work: [
    {
      name: 'Atelier Web',
      position: 'Frontend Developer',
      startDate: '2025-02',
      highlights: ['Cut the booking page bundle by 40%'],
    },
  ],
  skills: [{ name: 'Web', keywords: ['React', 'TypeScript', 'CSS'] }],
};

/** Issue 17 in the browser: a resume from empty, a template switch, the PDF download, a JSON Resume import. */
test.describe('resume builder', () => {
  test('builds a resume from empty, switches template, downloads the PDF and imports a JSON Resume file', async ({
    page,
  }) => {
    // A whole form, a server-made PDF and two imports: more steps than most tests (about 30 s here).
    test.slow();
    const learner = await newLearner(page.request, 'cv');
    await startSignedIn(page, learner.username, learner.password, '/resume-builder');
    await expect(page.getByRole('heading', { level: 1, name: 'Resume Builder' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('No resumes yet')).toBeVisible();

    await page.getByRole('button', { name: 'New resume' }).click();
    const preview = page.getByRole('article', { name: 'Resume preview' });
    await expect(preview).toBeVisible();
    await page.getByRole('textbox', { name: 'Resume name' }).fill('Frontend roles 2026');
    await page.getByRole('textbox', { name: 'Full name' }).fill('Maya Okafor');
    await page.getByRole('textbox', { name: 'Headline' }).fill('Junior Frontend Developer');
    await page.getByRole('textbox', { name: 'Email' }).fill('maya.okafor@example.com');
    await page
      .getByRole('textbox', { name: 'Summary' })
      .fill('Frontend developer with a year of hands-on work on accessible React interfaces.');
    const experience = page.getByRole('region', { name: 'Section Experience' });
    await experience.getByRole('button', { name: 'Add to Experience' }).click();
    await experience.getByRole('textbox', { name: 'Role' }).fill('Junior Frontend Developer');
    await experience.getByRole('textbox', { name: 'Company' }).fill('Brightline Energy');
    await experience.getByRole('textbox', { name: 'Start' }).fill('2025-09');
    await experience
      .getByRole('textbox', { name: 'Highlights (one per line)' })
      .fill('Rebuilt the tariff comparison page in React and TypeScript.');
    await expect(preview.getByRole('heading', { level: 2, name: 'Maya Okafor' })).toBeVisible();
    await expect(preview.getByText('Junior Frontend Developer — Brightline Energy')).toBeVisible();
    await expect(preview.getByText('2025-09 – Present')).toBeVisible();
    await expect(page.getByTestId('save-status')).toHaveText('All changes saved', { timeout: 10_000 });
    // Headings by their accessible names: the classic template sets them in capitals, named as written.
    const sectionTitles = () =>
      preview
        .getByRole('heading', { level: 3 })
        .evaluateAll((headings) => headings.map((h) => h.getAttribute('aria-label') ?? h.textContent));
    // Each line of the PDF is one line of the preview: the browser wraps none of them again.
    const rewrapped = await preview
      .locator('[data-line]')
      .evaluateAll(
        (lines) =>
          lines.filter(
            (line) =>
              Math.abs(line.getBoundingClientRect().height - parseFloat(getComputedStyle(line).lineHeight)) > 0.5 ||
              getComputedStyle(line).whiteSpace !== 'pre',
          ).length,
      );
    expect(rewrapped).toBe(0);
    expect(await preview.locator('[data-line]').count()).toBeGreaterThanOrEqual(8);
    // Sections reorder with the keyboard: Space lifts the handle, an arrow moves it, Space drops it.
    expect(await sectionTitles()).toEqual(['Summary', 'Experience']);
    // Each step waits for dnd-kit's announcement to screen readers, as a keyboard user hears it.
    const announced = page.locator('[id^="DndLiveRegion"]').filter({ hasText: 'section Experience' });
    await page.getByRole('button', { name: 'Move section Experience', exact: true }).focus();
    await page.keyboard.press('Space');
    await expect(announced).toHaveText('section Experience is now at position 2 of 5.');
    await page.keyboard.press('ArrowUp');
    await expect(announced).toHaveText('section Experience is now at position 1 of 5.');
    await page.keyboard.press('Space');
    await expect(announced).toHaveText('section Experience dropped at position 1 of 5.');
    await expect.poll(sectionTitles).toEqual(['Experience', 'Summary']);
    await expect(page.getByTestId('save-status')).toHaveText('All changes saved', { timeout: 10_000 });

    // The editor passes the same contrast and structure checks as every page (its main part: the shell's header is checked by a11y.spec.ts).
    const axe = await axeOn(page).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(
      axe.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);

    // Another template: the preview changes at once, the server keeps it.
    await page
      .locator('label')
      .filter({ hasText: /^Modern$/ })
      .click();
    await expect(preview).toHaveAttribute('data-template', 'modern');
    await expect(page.getByTestId('save-status')).toHaveText('All changes saved', { timeout: 10_000 });

    // The PDF, made on the server.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Frontend-roles-2026.pdf');
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(5_000);

    // A JSON Resume file replaces the content; the earlier state stays in the history.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'lina.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(jsonResume)),
    });
    await expect(preview.getByRole('heading', { level: 2, name: 'Lina Haddad' })).toBeVisible();
    await expect(preview.getByText('Frontend Developer — Atelier Web')).toBeVisible();
    await expect(preview.getByText('Web: React, TypeScript, CSS')).toBeVisible();
    await expect(preview).toHaveAttribute('data-template', 'modern');

    // A file that is not JSON is refused with a clear message, and nothing changes.
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{ "basics": ') });
    await expect(
      page.getByText('This file is not valid JSON. Export it again from the tool that made it.'),
    ).toBeVisible();
    await expect(preview.getByRole('heading', { level: 2, name: 'Lina Haddad' })).toBeVisible();

    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Version history' });
    await expect(history.getByRole('button', { name: /^Restore version/ }).first()).toBeVisible();
    await page.keyboard.press('Escape');

    // The unlisted link: on, opened by someone without an account (one view), off again.
    await page.getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share a link' });
    // The switch follows the server's answer (controlled), so the test clicks it and waits for the answer.
    // Not a forced click: Playwright then waits for the dialog's opening transition to end (a
    // forced click, mid-transition, missed the switch once on a slow host).
    await share.getByRole('switch', { name: 'Link is on' }).click();
    await expect(share.getByRole('switch', { name: 'Link is on' })).toBeChecked();
    const url = await share.getByRole('textbox', { name: 'Link' }).inputValue();
    expect(url).toMatch(/\/resume-builder\/shared\/[A-Za-z0-9_-]{24}$/);
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(url);
    await expect(
      visitor.getByRole('article', { name: 'Resume of Lina Haddad' }).getByText('Frontend Developer — Atelier Web'),
    ).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Share (on)' }).click();
    await expect(share.getByTestId('share-views')).toHaveText('Opened 1 time');
    await share.getByRole('switch', { name: 'Link is on' }).click();
    await expect(share.getByRole('switch', { name: 'Link is on' })).not.toBeChecked();
    await expect(share.getByRole('textbox', { name: 'Link' })).toHaveCount(0);
    await visitor.reload();
    await expect(visitor.getByText('This resume link does not work')).toBeVisible({ timeout: 20_000 });
    await visitor.close();
    await page.keyboard.press('Escape');

    // Restoring the version saved before the import brings Maya's resume back.
    await page.getByRole('button', { name: 'History' }).click();
    await history
      .getByRole('button', { name: /^Restore version/ })
      .first()
      .click();
    await expect(preview.getByRole('heading', { level: 2, name: 'Maya Okafor' })).toBeVisible();
    await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
  });
});
