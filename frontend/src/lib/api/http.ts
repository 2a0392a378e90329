import type { ErrorBody } from '../../api/generated/types.gen';
import { getStoredToken } from '../storage';
import { connection, isGatewayFailure, type ConnectionMonitor } from './connection';
import { CSRF_HEADER, clearCsrfToken, getCsrfToken } from './csrf';

/** The error body every API error carries, as the OpenAPI document declares it. */
export type ApiErrorBody = ErrorBody;

/**
 * A non-OK response. The message follows spec §8:
 * "<status>: <body text, or the status text when the body is empty>".
 */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly bodyText: string;
  /** The parsed error body when the server sent the JSON error shape. */
  readonly body: ApiErrorBody | null;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.bodyText = bodyText;
    this.body = parseErrorBody(bodyText);
  }

  /** The stable error code of the API (e.g. CSRF_INVALID), when present. */
  get code(): string | undefined {
    return this.body?.code;
  }

  get statusCode(): number {
    return this.body?.statusCode ?? this.status;
  }

  get requestId(): string | undefined {
    return this.body?.requestId;
  }

  get details(): unknown {
    return this.body?.details;
  }
}

function parseErrorBody(text: string): ApiErrorBody | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'code' in parsed && 'message' in parsed) {
      return parsed as ApiErrorBody;
    }
  } catch {
    // Not JSON: the text is still in the message.
  }
  return null;
}

/** Reads a non-OK response into an ApiError. */
export async function toApiError(response: Response): Promise<ApiError> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    // An unreadable body falls back to the status text.
  }
  return new ApiError(response.status, response.statusText, text);
}

/** Spec §7.2: every method other than GET and HEAD needs the CSRF header. */
export function isUnsafeMethod(method: string): boolean {
  const upper = method.toUpperCase();
  return upper !== 'GET' && upper !== 'HEAD';
}

function isFormData(body: unknown): body is FormData {
  return typeof FormData !== 'undefined' && body instanceof FormData;
}

interface Prepared {
  method: string;
  headers: Headers;
  send: (headers: Headers) => Promise<Response>;
}

function prepare(input: RequestInfo | URL, init: RequestInit): Prepared {
  if (input instanceof Request) {
    // The generated client hands over a complete Request; keep its body and
    // merge our headers in. Keep a pristine copy so the request can be re-sent.
    const original = input;
    const headers = new Headers(original.headers);
    new Headers(init.headers).forEach((value, key) => {
      headers.set(key, value);
    });
    const method = (init.method ?? original.method).toUpperCase();
    const hasBody = original.body !== null;
    const contentType = headers.get('Content-Type') ?? '';
    if (hasBody && !contentType) headers.set('Content-Type', 'application/json');
    return {
      method,
      headers,
      send: (finalHeaders) =>
        fetch(new Request(original.clone(), { ...init, method, headers: finalHeaders, credentials: 'include' })),
    };
  }

  const method = (init.method ?? 'GET').toUpperCase();
  const headers = new Headers(init.headers);
  if (isFormData(init.body)) {
    // The browser writes multipart/form-data with its boundary itself.
    headers.delete('Content-Type');
  } else if (init.body !== undefined && init.body !== null && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  return {
    method,
    headers,
    send: (finalHeaders) => fetch(input, { ...init, method, headers: finalHeaders, credentials: 'include' }),
  };
}

export interface ApiFetchOptions {
  /** The monitor that learns about replies and failures; the app-wide one by default. */
  monitor?: ConnectionMonitor;
}

/**
 * fetch() with the rules of spec §7 and §8, shared by the generated client,
 * the default query function and hand-written calls:
 * cookies always included, `Authorization: Bearer <token>` when a token is
 * stored, `X-CSRF-Token` on every method but GET/HEAD, a JSON content type
 * unless the body is FormData, and non-OK responses thrown as ApiError.
 * A 403 CSRF_INVALID is retried once with a freshly fetched token.
 */
export async function apiFetch(
  input: RequestInfo | URL,
  init: RequestInit = {},
  { monitor = connection }: ApiFetchOptions = {},
): Promise<Response> {
  const { method, headers, send } = prepare(input, init);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const token = getStoredToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);

  const unsafe = isUnsafeMethod(method);
  if (unsafe) headers.set(CSRF_HEADER, await getCsrfToken());

  let response = await sendTracked(send, headers, monitor);
  if (!response.ok && unsafe && response.status === 403) {
    const error = await toApiError(response.clone());
    if (error.code === 'CSRF_INVALID') {
      // The stored token expired on the server or was never valid: renew once.
      clearCsrfToken();
      headers.set(CSRF_HEADER, await getCsrfToken());
      response = await sendTracked(send, headers, monitor);
    }
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

async function sendTracked(send: Prepared['send'], headers: Headers, monitor: ConnectionMonitor): Promise<Response> {
  const done = monitor.requestStarted();
  try {
    const response = await send(headers);
    if (isGatewayFailure(response.status)) monitor.reportFailure();
    else monitor.reportReply();
    return response;
  } catch (error) {
    // An aborted request says nothing about the backend.
    if (!(error instanceof DOMException && error.name === 'AbortError')) monitor.reportFailure();
    throw error;
  } finally {
    done();
  }
}

/** Parses a successful response: JSON when declared, null when empty, text otherwise. */
export async function readBody<T = unknown>(response: Response): Promise<T> {
  if (response.status === 204 || response.status === 205) return null as T;
  const text = await response.text();
  if (text === '') return null as T;
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) return JSON.parse(text) as T;
  return text as T;
}

/** A JSON request through apiFetch, returning the parsed body. */
export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  data?: unknown,
  init: RequestInit = {},
): Promise<T> {
  const body = data === undefined ? undefined : isFormData(data) ? data : JSON.stringify(data);
  const response = await apiFetch(url, { ...init, method, body });
  return readBody<T>(response);
}
