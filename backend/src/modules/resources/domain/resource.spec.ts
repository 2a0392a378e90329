import { canonicalUrl, publicUrlProblem } from './resource.js';

describe('resource links', () => {
  it('are known by one address, so duplicates are found', () => {
    expect(canonicalUrl('https://www.Example.org/learn/#top')).toBe('https://example.org/learn');
    expect(canonicalUrl('https://example.org/learn/')).toBe(canonicalUrl('https://EXAMPLE.org/learn'));
    expect(canonicalUrl('https://example.org/a?b=1')).toBe('https://example.org/a?b=1');
  });

  it('must be https on a public host name: no IP, localhost, internal names or credentials', () => {
    expect(publicUrlProblem('https://developer.mozilla.org/en-US/docs/Learn')).toBeNull();
    expect(publicUrlProblem('http://developer.mozilla.org/')).toBe('not an https URL');
    expect(publicUrlProblem('https://127.0.0.1/admin')).toBe('an IP address instead of a host name');
    expect(publicUrlProblem('https://[::1]/')).toBe('an IP address instead of a host name');
    expect(publicUrlProblem('https://localhost:3000/')).toBe('not a public host name');
    expect(publicUrlProblem('https://db.internal/')).toBe('not a public host name');
    expect(publicUrlProblem('https://intranet/')).toBe('not a public host name');
    expect(publicUrlProblem('https://user:pw@example.com/')).toBe('a URL with credentials');
    expect(publicUrlProblem('javascript:alert(1)')).toBe('not an https URL');
    expect(publicUrlProblem('not a url')).toBe('not a URL');
  });
});
