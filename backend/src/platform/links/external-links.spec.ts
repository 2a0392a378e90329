import { markdownLinks } from './external-links.js';

describe('markdownLinks', () => {
  it('finds the links and bare addresses of prose, each once, without trailing sentence marks', () => {
    const md = [
      'Read [MDN](https://developer.mozilla.org/en-US/docs/Web/HTTP) and https://www.rfc-editor.org/rfc/rfc9110.',
      'Again: <https://developer.mozilla.org/en-US/docs/Web/HTTP>, or [old](http://example.org/a?b=1#c "title").',
      'An IPv6 host: https://[2001:db8::1]:8443/x;',
    ].join('\n');
    expect(markdownLinks(md)).toEqual([
      'https://developer.mozilla.org/en-US/docs/Web/HTTP',
      'https://www.rfc-editor.org/rfc/rfc9110',
      'http://example.org/a?b=1#c',
      'https://[2001:db8::1]:8443/x',
    ]);
  });

  it('leaves out code: fenced blocks and inline spans are examples, not links', () => {
    const md =
      'Before https://a.example/one\n\n```bash\ncurl http://localhost:3000/api\n```\n\n~~~\nhttps://b.example/\n~~~\n\nRun `curl https://c.example/` then https://d.example/two';
    expect(markdownLinks(md)).toEqual(['https://a.example/one', 'https://d.example/two']);
  });

  it('leaves out every line of a multi-line fenced block, and an unclosed block to the end of the text', () => {
    const md = [
      'Intro https://a.example/',
      '',
      '```bash',
      'npm install',
      'curl http://localhost:3000/api',
      'git clone https://github.com/you/app',
      '```',
      '',
      'After https://d.example/',
      '',
      '```',
      'unclosed https://e.example/',
      'more https://f.example/',
    ].join('\n');
    expect(markdownLinks(md)).toEqual(['https://a.example/', 'https://d.example/']);
  });
});
