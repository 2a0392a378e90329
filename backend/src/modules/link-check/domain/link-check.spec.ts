import { outcomeOfStatus, usesByUrl } from './link-check.js';

describe('link check verdicts', () => {
  it('reads a status: 301/308 moved, other redirects ok, 4xx/5xx broken', () => {
    expect([200, 204, 301, 302, 303, 304, 307, 308, 403, 404, 410, 500, 503].map(outcomeOfStatus)).toEqual([
      'ok',
      'ok',
      'moved',
      'ok',
      'ok',
      'ok',
      'ok',
      'moved',
      'broken',
      'broken',
      'broken',
      'broken',
      'broken',
    ]);
  });

  it('groups the places an address is used in, each place once', () => {
    const lesson = { kind: 'lesson', key: 'git', title: 'Git', path: '/roadmap/devops?module=git' } as const;
    const post = { kind: 'post', key: 'tools', title: 'Tools', path: '/blog/tools' } as const;
    const grouped = usesByUrl([
      { url: 'https://a.example/', usedIn: lesson },
      { url: 'https://b.example/', usedIn: post },
      { url: 'https://a.example/', usedIn: post },
      { url: 'https://a.example/', usedIn: lesson },
    ]);
    expect([...grouped]).toEqual([
      ['https://a.example/', [lesson, post]],
      ['https://b.example/', [post]],
    ]);
  });
});
