import { VerifiedTokenCache } from './verified-token-cache.js';

describe('VerifiedTokenCache', () => {
  const now = Date.UTC(2026, 10, 22, 12);
  const claims = { sub: '7', sid: 'session-1', exp: now / 1000 + 60 };

  it('returns the claims of a remembered token until it expires, then forgets it', () => {
    const cache = new VerifiedTokenCache<typeof claims>();
    cache.remember('token-a', claims, claims.exp);
    expect(cache.get('token-a', now)).toEqual(claims);
    expect(cache.get('token-a', now + 59_999)).toEqual(claims);
    expect(cache.get('token-a', now + 60_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('matches only the exact string that was verified', () => {
    const cache = new VerifiedTokenCache<typeof claims>();
    cache.remember('header.payload.signature', claims, claims.exp);
    expect(cache.get('header.payload.signaturf', now)).toBeUndefined();
    expect(cache.get('header.payload.signature ', now)).toBeUndefined();
    // Same signature segment, other header or payload: still a miss.
    expect(cache.get('header.forged.signature', now)).toBeUndefined();
    expect(cache.get('header.payload.signature', now)).toEqual(claims);
  });

  it('does not remember a token without an expiry', () => {
    const cache = new VerifiedTokenCache<typeof claims>();
    cache.remember('token-b', claims, undefined);
    expect(cache.get('token-b', now)).toBeUndefined();
  });

  it('stays bounded, evicting the least recently used token', () => {
    const cache = new VerifiedTokenCache<typeof claims>(2);
    cache.remember('a', claims, claims.exp);
    cache.remember('b', claims, claims.exp);
    cache.get('a', now);
    cache.remember('c', claims, claims.exp);
    expect(cache.size).toBe(2);
    expect(cache.get('b', now)).toBeUndefined();
    expect(cache.get('a', now)).toEqual(claims);
  });
});
