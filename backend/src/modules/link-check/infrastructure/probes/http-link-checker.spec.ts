import { addressProblem, isPublicAddress } from './http-link-checker.js';

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
    expect(addressProblem('https://intranet/', false)).toBe('not a public host name');
    expect(addressProblem('https://user:pw@example.org/', false)).toBe('carries credentials');
    expect(addressProblem('https://', false)).toBe('not a valid address');
    expect(addressProblem('http://127.0.0.1:8080/ok', true)).toBeNull();
  });
});
