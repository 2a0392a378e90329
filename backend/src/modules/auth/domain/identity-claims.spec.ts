import { cleanName, usableEmail, usablePicture } from './identity-claims.js';

describe('identity claims', () => {
  it('accepts a plain email and refuses what cannot be stored or matched', () => {
    expect(usableEmail(' ada@example.com ')).toBe('ada@example.com');
    for (const bad of [
      undefined,
      null,
      42,
      { email: 'a@b.c' },
      ['a@b.c'],
      '',
      'no-at-sign',
      'a@b@c',
      'a b@c.d',
      'nul\u0000@example.com',
      `${'a'.repeat(250)}@example.com`,
      'lone\ud800@example.com',
    ]) {
      expect(usableEmail(bad)).toBeNull();
    }
  });

  it('cleans display names: no control characters or broken surrogates, at most 100 characters', () => {
    expect(cleanName('Grace Hopper')).toBe('Grace Hopper');
    expect(cleanName('Nul\u0000 Name\u0007')).toBe('Nul Name');
    expect(cleanName('x\ud800y')).toBe('x\ufffdy');
    expect([...cleanName('😀'.repeat(150))!]).toHaveLength(100);
    expect(cleanName('\u0000\u0001 ')).toBeNull();
    expect(cleanName(7)).toBeNull();
  });

  it('keeps only https pictures of a sensible length', () => {
    expect(usablePicture('https://example.com/a.png')).toBe('https://example.com/a.png');
    for (const bad of [
      'http://example.com/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      `https://example.com/${'p'.repeat(600)}`,
      'https://exa mple.com/',
      'https://example.com/\u0000',
      'not a url',
      3,
    ]) {
      expect(usablePicture(bad)).toBeNull();
    }
  });
});
