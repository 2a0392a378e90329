import { addressProblem, guardedLookup, isPublicAddress } from './http-link-checker.js';

describe('the link check SSRF guard', () => {
  it('knows public addresses from loopback, private, link-local, shared and mapped ones', () => {
    for (const address of ['93.184.215.14', '1.1.1.1', '2606:4700:4700::1111'])
      expect([address, isPublicAddress(address)]).toEqual([address, true]);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      'not an address',
    ])
      expect([address, isPublicAddress(address)]).toEqual([address, false]);
  });

  it('in production requests only https to host names', () => {
    expect(addressProblem('https://developer.mozilla.org/', false)).toBeNull();
    expect(addressProblem('http://developer.mozilla.org/', false)).toBe('http: is not https');
    expect(addressProblem('ftp://example.org/', true)).toBe('ftp: is not https');
    expect(addressProblem('https://10.0.0.1/', false)).toBe('an IP address, not a public host name');
    expect(addressProblem('https://[::1]/', false)).toBe('an IP address, not a public host name');
    expect(addressProblem('https://localhost/', false)).toBe('not a public host name');
    expect(addressProblem('https://localhost./', false)).toBe('not a public host name');
    expect(addressProblem('https://intranet/', false)).toBe('not a public host name');
    expect(addressProblem('https://user:pw@example.org/', false)).toBe('carries credentials');
    expect(addressProblem('https://', false)).toBe('not a valid address');
    expect(addressProblem('http://127.0.0.1:8080/ok', true)).toBeNull();
  });

  it('refuses, where the socket connects, a name whose resolved addresses are not all public', async () => {
    // An address given as the name resolves to itself without DNS: deterministic on any machine.
    const resolve = (name: string, allowLocal: boolean) =>
      new Promise<{ error: Error | null; addresses: unknown }>((done) =>
        guardedLookup(allowLocal)(name, { all: true }, (error, addresses) => done({ error, addresses })),
      );
    expect((await resolve('127.0.0.1', false)).error?.message).toBe('127.0.0.1 resolves to a non-public address');
    expect((await resolve('169.254.169.254', false)).error?.message).toBe(
      '169.254.169.254 resolves to a non-public address',
    );
    expect(await resolve('1.1.1.1', false)).toEqual({ error: null, addresses: [{ address: '1.1.1.1', family: 4 }] });
    expect(await resolve('127.0.0.1', true)).toEqual({ error: null, addresses: [{ address: '127.0.0.1', family: 4 }] });
  });
});
