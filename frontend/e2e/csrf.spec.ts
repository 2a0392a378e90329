import { expect, test } from './support/test';

// Needs the real backend (the production server the test script starts).
test('the page gets a CSRF token and the backend enforces it on unsafe requests', async ({ page }) => {
  await page.goto('/');
  const result = await page.evaluate(async () => {
    const tokenResponse = await fetch('/api/csrf-token', {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    const { csrfToken } = (await tokenResponse.json()) as { csrfToken: string };
    const post = (headers: Record<string, string>) =>
      fetch('/api/e2e-unknown-endpoint', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
        body: '{}',
      }).then(async (response) => ({
        status: response.status,
        type: response.headers.get('content-type') ?? '',
        body: (await response.json()) as { statusCode: number; code: string; message: string; requestId: string },
      }));
    return {
      tokenStatus: tokenResponse.status,
      csrfToken,
      without: await post({}),
      wrong: await post({ 'X-CSRF-Token': 'not-the-token' }),
      with: await post({ 'X-CSRF-Token': csrfToken }),
    };
  });

  expect(result.tokenStatus).toBe(200);
  expect(result.csrfToken).toEqual(expect.any(String));
  expect(result.without.status).toBe(403);
  expect(result.without.body.code).toBe('CSRF_INVALID');
  expect(result.wrong.status).toBe(403);
  expect(result.wrong.body.code).toBe('CSRF_INVALID');
  // With the token the request passes CSRF and reaches routing: an unknown
  // API path is a JSON 404 in the common error shape, never the SPA's HTML.
  expect(result.with.status).toBe(404);
  expect(result.with.type).toContain('application/json');
  expect(result.with.body).toMatchObject({ statusCode: 404, code: expect.any(String), requestId: expect.any(String) });
});

test('the app itself starts with a deployment check and stays online against the real backend', async ({ page }) => {
  const deploymentInfo = page.waitForResponse((response) => response.url().endsWith('/api/deployment-info'));
  await page.goto('/');
  const response = await deploymentInfo;
  expect(response.status()).toBe(200);
  const { deploymentId } = (await response.json()) as { deploymentId: string };
  await expect.poll(() => page.evaluate(() => localStorage.getItem('deploymentId'))).toBe(deploymentId);
  await expect(page.getByText(/You are offline/)).toHaveCount(0);
});
