import { bodyProblem, hasForbiddenCharacters, urlProblem } from './input-guard.js';

const codeOf = (error: { getResponse(): unknown } | undefined) =>
  (error?.getResponse() as { code?: string } | undefined)?.code;

describe('input guard', () => {
  it('finds NUL and unpaired surrogates, and nothing else', () => {
    for (const bad of ['\0', 'a\0b', '\ud800', 'a\ud800b', '\udc00', '\udc00\ud800', 'x\ud83d'])
      expect(hasForbiddenCharacters(bad)).toBe(true);
    for (const good of ['', 'plain', '🚀', 'a🚀b', 'ü – 日本', '\t\n\r', '\u0001', '\uffff'])
      expect(hasForbiddenCharacters(good)).toBe(false);
  });

  it('decodes the path and the query string before it looks', () => {
    expect(urlProblem('/api/profiles/ada?q=a%20b&page=2')).toBeUndefined();
    expect(urlProblem('/api/profiles/%F0%9F%9A%80')).toBeUndefined();
    expect(codeOf(urlProblem('/api/profiles/%00'))).toBe('INVALID_CHARACTERS');
    expect(codeOf(urlProblem('/api/x?q=%00'))).toBe('INVALID_CHARACTERS');
    expect(codeOf(urlProblem('/api/x?q=%E0%A4%A'))).toBe('MALFORMED_URL');
    expect(codeOf(urlProblem('/api/%ED%A0%80'))).toBe('MALFORMED_URL');
    expect(codeOf(urlProblem('/api/x?q=100%'))).toBe('MALFORMED_URL');
  });

  it('names the field of a bad string or key as validation errors do', () => {
    const details = (body: unknown) => (bodyProblem(body)?.getResponse() as { details?: unknown } | undefined)?.details;
    expect(details({ privacy: { showName: 'a\0' } })).toEqual([
      { field: 'privacy.showName', problems: [expect.stringContaining('privacy.showName')] },
    ]);
    expect(details({ list: [1, ['\ud800']] })).toEqual([{ field: 'list.1.0', problems: [expect.any(String)] }]);
    expect(details(JSON.parse('{"a":{"__proto__":1}}'))).toEqual([
      { field: 'a.__proto__', problems: ['property __proto__ should not exist'] },
    ]);
    expect(codeOf(bodyProblem({ 'k\0': 1 }))).toBe('INVALID_CHARACTERS');
    expect(bodyProblem({ fine: ['🚀', { deeper: null }], n: 1, b: true })).toBeUndefined();
    expect(bodyProblem(undefined)).toBeUndefined();
  });

  it('limits depth, and cannot overflow the stack itself', () => {
    const nest = (levels: number) => {
      let value: unknown = 'leaf';
      for (let i = 0; i < levels; i++) value = i % 2 ? { a: value } : [value];
      return value;
    };
    expect(bodyProblem(nest(32))).toBeUndefined();
    expect(codeOf(bodyProblem(nest(33)))).toBe('BODY_TOO_DEEP');
    expect(codeOf(bodyProblem(nest(200_000)))).toBe('BODY_TOO_DEEP');
    expect(bodyProblem(nest(200_000), Infinity)).toBeUndefined();
  });
});
