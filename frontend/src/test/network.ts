/** What a fetch mock received, whether called with (url, init) or with a Request. */
export interface SeenRequest {
  url: string;
  method: string;
  headers: Headers;
  credentials: RequestCredentials | undefined;
}

export function seen(input: RequestInfo | URL, init: RequestInit = {}): SeenRequest {
  if (input instanceof Request) {
    return { url: input.url, method: input.method, headers: input.headers, credentials: input.credentials };
  }
  return {
    url: String(input),
    method: (init.method ?? 'GET').toUpperCase(),
    headers: new Headers(init.headers),
    credentials: init.credentials,
  };
}

/** The path of a seen URL, absolute or not. */
export function pathOf(url: string): string {
  return new URL(url, 'http://localhost').pathname;
}
