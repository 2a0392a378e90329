import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createConnectionMonitor } from './connection';
import { clearCsrfToken } from './csrf';
import { ApiError, apiFetch, apiRequest } from './http';

type Call = { url: string; init: RequestInit; headers: Headers };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fake network: /api/csrf-token hands out tokens, everything else is answered by `handler`. */
function network(handler: (call: Call) => Response | Promise<Response> = () => json({ ok: true })) {
  const calls: Call[] = [];
  let issued = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = input instanceof Request ? input.url : String(input);
    const headers = new Headers(input instanceof Request ? input.headers : init.headers);
    const call = {
      url,
      init: input instanceof Request ? { ...init, method: input.method, credentials: input.credentials } : init,
      headers,
    };
    if (url.endsWith('/api/csrf-token')) {
      issued += 1;
      return json({ csrfToken: `csrf-${issued}` });
    }
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

describe('apiFetch', () => {
  beforeEach(() => {
    clearCsrfToken();
  });

  it.each(['GET', 'HEAD'])('%s carries no CSRF header', async (method) => {
    const { calls } = network(() => new Response(null, { status: 200 }));
    await apiFetch('/api/things', { method });
    expect(calls[0]?.headers.has('X-CSRF-Token')).toBe(false);
  });

  it('a request without a method is a GET without a CSRF header', async () => {
    const { calls, fetchMock } = network();
    await apiFetch('/api/things');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.headers.has('X-CSRF-Token')).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1); // no token fetched for a safe request
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'post'])(
    '%s carries the X-CSRF-Token header',
    async (method) => {
      const { calls } = network();
      await apiFetch('/api/things', { method });
      expect(calls[0]?.headers.get('X-CSRF-Token')).toBe('csrf-1');
    },
  );

  it('always includes cookies', async () => {
    const { calls } = network();
    await apiFetch('/api/a');
    await apiFetch('/api/b', { method: 'POST', credentials: 'omit' });
    expect(calls.map((call) => call.init.credentials)).toEqual(['include', 'include']);
  });

  it('adds the bearer token from localStorage when one is stored', async () => {
    const { calls } = network();
    await apiFetch('/api/a');
    localStorage.setItem('token', 'jwt-123');
    await apiFetch('/api/b');
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(calls[1]?.headers.get('Authorization')).toBe('Bearer jwt-123');
  });

  it('sends JSON bodies with a JSON content type and accepts JSON', async () => {
    const { calls } = network();
    await apiRequest('POST', '/api/things', { name: 'x' });
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.headers.get('Accept')).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"name":"x"}');
  });

  it('leaves the content type of FormData bodies to the browser', async () => {
    const { calls } = network();
    const form = new FormData();
    form.append('file', new Blob(['hello']), 'hello.txt');
    await apiFetch('/api/upload', { method: 'POST', body: form, headers: { 'Content-Type': 'application/json' } });
    expect(calls[0]?.init.body).toBe(form);
    expect(calls[0]?.headers.has('Content-Type')).toBe(false);
    expect(calls[0]?.headers.get('X-CSRF-Token')).toBe('csrf-1');
  });

  it('keeps the body and multipart type of a Request built by the generated client', async () => {
    const { calls } = network();
    const form = new FormData();
    form.append('name', 'value');
    const request = new Request('http://localhost:3000/api/upload', { method: 'POST', body: form });
    const multipart = request.headers.get('Content-Type');
    expect(multipart).toMatch(/^multipart\/form-data; boundary=/);
    localStorage.setItem('token', 'jwt-1');

    await apiFetch(request);

    expect(calls[0]?.url).toBe('http://localhost:3000/api/upload');
    expect(calls[0]?.headers.get('Content-Type')).toBe(multipart);
    expect(calls[0]?.headers.get('X-CSRF-Token')).toBe('csrf-1');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer jwt-1');
    expect(calls[0]?.init.credentials).toBe('include');
  });

  it('throws "<status>: <body>" for a non-OK response', async () => {
    network(() => new Response('Nothing here', { status: 404, statusText: 'Not Found' }));
    await expect(apiFetch('/api/missing')).rejects.toMatchObject({ message: '404: Nothing here', status: 404 });
  });

  it('throws "<status>: <statusText>" when the body is empty', async () => {
    network(() => new Response('', { status: 500, statusText: 'Internal Server Error' }));
    const error = await apiFetch('/api/broken').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('500: Internal Server Error');
    expect((error as ApiError).status).toBe(500);
  });

  it('exposes the fields of the API error body', async () => {
    const body = {
      statusCode: 409,
      code: 'HANDLE_TAKEN',
      message: 'Taken',
      requestId: 'req-1',
      details: { field: 'handle' },
    };
    network(() => json(body, 409));
    const error = (await apiFetch('/api/x', { method: 'POST' }).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe(`409: ${JSON.stringify(body)}`);
    expect(error.code).toBe('HANDLE_TAKEN');
    expect(error.statusCode).toBe(409);
    expect(error.requestId).toBe('req-1');
    expect(error.details).toEqual({ field: 'handle' });
  });

  it('renews the token and retries once when the server answers 403 CSRF_INVALID', async () => {
    const { calls } = network((call) =>
      call.headers.get('X-CSRF-Token') === 'csrf-2'
        ? json({ created: true }, 201)
        : json({ statusCode: 403, code: 'CSRF_INVALID', message: 'Invalid CSRF token', requestId: 'r' }, 403),
    );
    await expect(apiRequest('POST', '/api/things', { a: 1 })).resolves.toEqual({ created: true });
    expect(calls.map((call) => call.headers.get('X-CSRF-Token'))).toEqual(['csrf-1', 'csrf-2']);
    expect(calls[1]?.init.body).toBe('{"a":1}');
    expect(sessionStorage.getItem('csrf_token')).toBe('csrf-2');
  });

  it('gives up after one retry and does not retry other 403s', async () => {
    const csrf = network(() => json({ statusCode: 403, code: 'CSRF_INVALID', message: 'no', requestId: 'r' }, 403));
    await expect(apiFetch('/api/x', { method: 'POST' })).rejects.toMatchObject({ status: 403, code: 'CSRF_INVALID' });
    expect(csrf.calls).toHaveLength(2);

    clearCsrfToken();
    const forbidden = network(() => json({ statusCode: 403, code: 'FORBIDDEN', message: 'no', requestId: 'r' }, 403));
    await expect(apiFetch('/api/x', { method: 'POST' })).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(forbidden.calls).toHaveLength(1);
  });

  it('reports replies and failures to the connection monitor', async () => {
    const monitor = createConnectionMonitor(async () => true);
    network(() => new Response('nope', { status: 500 }));
    await apiFetch('/api/x', {}, { monitor }).catch(() => undefined);
    expect(monitor.getState()).toBe('online'); // the backend answered, even with an error

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiFetch('/api/x', {}, { monitor })).rejects.toThrow('Failed to fetch');
    expect(monitor.getState()).toBe('offline');
    monitor.dispose();
  });
});
