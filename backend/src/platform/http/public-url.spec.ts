import { publicUrlProblem } from './public-url.js';

describe('public https URLs', () => {
  it('accepts https addresses on public host names', () => {
    expect(publicUrlProblem('https://github.com/ada/portfolio')).toBeNull();
    expect(publicUrlProblem('https://ada.github.io/portfolio/?tab=1#top')).toBeNull();
  });

  it('refuses plain http, credentials, IP literals, loopback and internal names', () => {
    expect(publicUrlProblem('http://github.com/ada')).toBe('not an https URL');
    expect(publicUrlProblem('ftp://github.com/ada')).toBe('not an https URL');
    expect(publicUrlProblem('https://ada:secret@github.com/')).toBe('a URL with credentials');
    expect(publicUrlProblem('https://token@github.com/')).toBe('a URL with credentials');
    for (const ip of [
      'https://10.0.0.5/',
      'https://169.254.169.254/latest/meta-data',
      'https://0x7f.1/',
      'https://2130706433/',
      'https://[::1]/',
      'https://[fd00::1]/',
    ]) {
      expect(publicUrlProblem(ip)).toBe('an IP address instead of a host name');
    }
    for (const name of [
      'https://localhost/',
      'https://localhost./',
      'https://api.localhost/',
      'https://printer.local/',
      'https://metadata.google.internal/',
      'https://intranet/',
    ]) {
      expect(publicUrlProblem(name)).toBe('not a public host name');
    }
    expect(publicUrlProblem('javascript:alert(1)')).toBe('not an https URL');
    expect(publicUrlProblem('')).toBe('not a URL');
  });
});
