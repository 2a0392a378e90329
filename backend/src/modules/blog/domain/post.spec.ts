import { publicationMoment, readingMinutes } from './post.js';

describe('blog posts', () => {
  it('reading time: 200 words a minute, links and images not counted as words, at least one minute', () => {
    expect(readingMinutes('Short.')).toBe(1);
    expect(readingMinutes(Array.from({ length: 1000 }, () => 'word').join(' '))).toBe(5);
    const linked = `${Array.from({ length: 400 }, () => 'word').join(' ')} [a link](https://example.com/a/very/long/address) ![an image](https://example.com/x.png)`;
    expect(readingMinutes(linked)).toBe(2);
  });

  it('publishing keeps the first publication moment; a draft has none; scheduled uses the one asked for', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const first = new Date('2026-11-01T09:00:00Z');
    const later = new Date('2026-12-01T09:00:00Z');
    expect(publicationMoment('published', null, null, now)).toEqual(now);
    expect(publicationMoment('published', null, first, now)).toEqual(first);
    expect(publicationMoment('draft', later, first, now)).toBeNull();
    expect(publicationMoment('scheduled', later, first, now)).toEqual(later);
  });
});
