import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { client } from '../../api/generated/client.gen';
import { formDataBodySerializer } from '../../api/generated/client';
import { getHealth } from '../../api/generated/sdk.gen';
import { pathOf, seen, type SeenRequest } from '../../test/network';
import { clearCsrfToken } from './csrf';
import { ApiError } from './http';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('generated client pipeline', () => {
  const requests: Array<SeenRequest & { body: Promise<string> }> = [];

  beforeEach(() => {
    clearCsrfToken();
    requests.length = 0;
  });
  afterEach(() => vi.unstubAllGlobals());

  function network(answer: (request: SeenRequest) => Response) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = seen(input, init);
        if (pathOf(request.url) === '/api/csrf-token') return json({ csrfToken: 'server-csrf', expiresIn: 1800 });
        const body = input instanceof Request ? input.clone().text() : Promise.resolve(String(init?.body ?? ''));
        requests.push({ ...request, body });
        return answer(request);
      }),
    );
  }

  it('sends SDK calls through apiFetch: same origin, cookies, bearer token', async () => {
    localStorage.setItem('token', 'jwt-7');
    network(() => json({ status: 'ok' }));

    const { data } = await getHealth({ throwOnError: true });

    expect(data).toEqual({ status: 'ok' });
    expect(requests[0]?.url).toBe(`${window.location.origin}/api/health`);
    expect(requests[0]?.credentials).toBe('include');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer jwt-7');
    expect(requests[0]?.headers.has('X-CSRF-Token')).toBe(false);
  });

  it('turns API errors into ApiError with the spec message and the parsed body', async () => {
    const body = { statusCode: 503, code: 'NOT_READY', message: 'Database unavailable', requestId: 'r1' };
    network(() => json(body, 503));

    const error = await getHealth({ throwOnError: true }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`503: ${JSON.stringify(body)}`);
    expect((error as ApiError).code).toBe('NOT_READY');
  });

  it('adds the CSRF header and a JSON content type to unsafe JSON requests', async () => {
    network(() => json({ id: 1 }, 201));

    const { data } = await client.post({ url: '/api/things', body: { name: 'x' }, throwOnError: true });

    expect(data).toEqual({ id: 1 });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.headers.get('X-CSRF-Token')).toBe('server-csrf');
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    await expect(requests[0]?.body).resolves.toBe('{"name":"x"}');
  });

  it('keeps multipart form data as the browser encodes it', async () => {
    network(() => json({ uploaded: true }, 201));

    await client.post({
      url: '/api/uploads',
      ...formDataBodySerializer,
      body: { title: 'cv' },
      headers: { 'Content-Type': null },
      throwOnError: true,
    });

    expect(requests[0]?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(requests[0]?.headers.get('X-CSRF-Token')).toBe('server-csrf');
    await expect(requests[0]?.body).resolves.toContain('name="title"');
  });
});
