/** Test doubles for the session: an API stub over fetch, a fake identity provider, sample users. */
import { vi } from 'vitest';
import type { UserResponse } from '../api/generated/types.gen';
import type { IdentityProvider, ProviderUser } from '../lib/session/provider';
import { SessionStore, type SessionStoreOptions } from '../lib/session/store';
import { pathOf, seen } from './network';

export function sampleUser(overrides: Partial<UserResponse> = {}): UserResponse {
  return {
    id: 7,
    username: 'ada',
    email: 'ada@example.com',
    fullName: 'Ada Lovelace',
    profilePicUrl: null,
    bio: null,
    role: 'user',
    isVerified: true,
    premiumTier: 'free',
    firebaseUid: null,
    updatedAt: '2026-11-01T10:00:00.000Z',
    createdAt: '2026-10-01T10:00:00.000Z',
    totalXpEarned: 120,
    daysStreak: 3,
    longestStreak: 5,
    completedModules: ['html-basics'],
    source: 'local',
    // As the server says: accounts of the identity provider have no password of their own.
    hasPassword: (overrides.source ?? 'local') === 'local',
    lastAccessedAt: '2026-11-01T10:00:00.000Z',
    handle: null,
    timeZone: 'UTC',
    privacy: { showName: true, showCertificates: true, showActivity: true },
    ...overrides,
  };
}

export interface StubRequest {
  method: string;
  path: string;
  url: string;
  headers: Headers;
  body: unknown;
}

/** A Response, an Error (thrown as a network failure), { json | text, status? }, or any other object as a JSON body. */
export type StubAnswer =
  | Response
  | Error
  | { status?: number; json?: unknown; text?: string; statusText?: string }
  | object;
export type StubHandler = (request: StubRequest) => StubAnswer | Promise<StubAnswer>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function apiError(status: number, code: string, message: string, details?: unknown): Response {
  return json({ statusCode: status, code, message, requestId: 'req-1', ...(details ? { details } : {}) }, status);
}

/**
 * Stubs fetch with handlers keyed "METHOD /path" (CSRF answered automatically).
 * Unknown routes answer 404. Returns the list of requests seen.
 */
export function stubApi(routes: Record<string, StubHandler | StubAnswer>) {
  const requests: StubRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const basic = seen(input, init);
    const path = pathOf(basic.url);
    if (path === '/api/csrf-token') return json({ csrfToken: 'csrf-1', expiresIn: 1800 });
    let text = '';
    if (input instanceof Request) text = await input.clone().text();
    else if (typeof init?.body === 'string') text = init.body;
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // keep the text
    }
    const request: StubRequest = { method: basic.method, path, url: basic.url, headers: basic.headers, body };
    requests.push(request);
    const route = routes[`${request.method} ${path}`];
    const answer = typeof route === 'function' ? await route(request) : route;
    if (answer === undefined) return apiError(404, 'NOT_FOUND', `No stub for ${request.method} ${path}`);
    if (answer instanceof Error) throw answer;
    if (answer instanceof Response) return answer;
    const shaped = answer as { status?: number; json?: unknown; text?: string; statusText?: string };
    if ('text' in answer && shaped.text !== undefined) {
      return new Response(shaped.text, { status: shaped.status ?? 200, statusText: shaped.statusText ?? '' });
    }
    if ('json' in answer) return json(shaped.json, shaped.status ?? 200);
    return json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock, calls: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key) };
}

type IdTokenMock = ReturnType<typeof vi.fn<(forceRefresh?: boolean) => Promise<string>>>;

export function providerUser(
  overrides: Partial<Omit<ProviderUser, 'getIdToken'>> & { tokens?: string[] } = {},
): ProviderUser & { getIdToken: IdTokenMock } {
  const { tokens = ['id-token-1'], ...rest } = overrides;
  let index = 0;
  const getIdToken = vi.fn<(forceRefresh?: boolean) => Promise<string>>(
    async () => tokens[Math.min(index++, tokens.length - 1)]!,
  );
  return {
    uid: 'AbCdEfGh12345678',
    email: 'grace@example.com',
    displayName: 'Grace Hopper',
    photoURL: null,
    emailVerified: true,
    ...rest,
    getIdToken,
  };
}

/** An identity provider under the test's control. */
export class FakeProvider implements IdentityProvider {
  currentUser: ProviderUser | null = null;
  private listeners = new Set<(user: ProviderUser | null) => void>();
  signInWithEmail = vi.fn(async (_email: string, _password: string) => this.signInAs(this.nextUser));
  signUpWithEmail = vi.fn(async (_email: string, _password: string) => this.signInAs(this.nextUser));
  signInWithGoogle = vi.fn(async () => this.signInAs(this.nextUser));
  signOut = vi.fn(async () => {
    this.currentUser = null;
    this.emit(null);
  });
  sendPasswordReset = vi.fn(async (_email: string) => undefined);

  constructor(public nextUser: ProviderUser = providerUser()) {}

  authStateReady(): Promise<void> {
    return Promise.resolve();
  }

  onAuthStateChanged(listener: (user: ProviderUser | null) => void): () => void {
    this.listeners.add(listener);
    queueMicrotask(() => listener(this.currentUser));
    return () => this.listeners.delete(listener);
  }

  signInAs(user: ProviderUser): ProviderUser {
    this.currentUser = user;
    this.emit(user);
    return user;
  }

  emit(user: ProviderUser | null): void {
    for (const listener of this.listeners) listener(user);
  }
}

export const FIREBASE_CONFIG = { apiKey: 'k', authDomain: 'demo.firebaseapp.com', projectId: 'demo-devpath-test' };

const stores: SessionStore[] = [];

/** Stops every store testStore() made (timers, listeners, deployment hook). */
export function stopTestStores(): void {
  for (const store of stores.splice(0)) store.stop();
}

/** A store with a fake provider and a notify spy. */
export function testStore(options: SessionStoreOptions & { provider?: FakeProvider | null } = {}) {
  const notify = vi.fn();
  const provider = options.provider === undefined ? new FakeProvider() : options.provider;
  const store = new SessionStore({
    notify,
    getAuthConfig: async () => ({ passwordSignIn: true, ...(provider ? { firebase: FIREBASE_CONFIG } : {}) }),
    createProvider: async () => provider!,
    ...options,
  });
  stores.push(store);
  return { store, notify, provider };
}

export const ACTIVITY_OK = {
  success: true,
  daysStreak: 3,
  longestStreak: 5,
  streakAdvanced: false,
  lastActiveDay: '2026-11-21',
  lastAccessedAt: '2026-11-21T12:00:00.000Z',
  totalXpEarned: 120,
};

/**
 * A store signed in (password login) as `user`, over an API stub that also
 * answers the calls every signed-in page makes; `routes` add or override.
 */
export async function signedInStore(user: UserResponse = sampleUser(), routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'POST /api/users/login': json({ token: 'jwt-test', user }),
    'POST /api/update-user-activity': { json: ACTIVITY_OK },
    'GET /api/users/stats': {
      totalXpEarned: user.totalXpEarned,
      daysStreak: user.daysStreak,
      completedModules: user.completedModules,
    },
    'GET /api/users/me': user,
    'POST /api/users/logout': { json: { message: 'Logged out' } },
    ...routes,
  });
  const { store, notify } = testStore({ provider: null });
  await store.loginWithPassword({ username: user.username, password: 'password' });
  notify.mockClear();
  return { store, notify, api };
}

/** The error a promise rejects with (fails the test when it resolves). */
export async function rejection<E = Error>(promise: Promise<unknown>): Promise<E> {
  try {
    await promise;
  } catch (error) {
    return error as E;
  }
  throw new Error('Expected the promise to reject');
}
