import type { PostSummary } from '../../domain/blog.repository.js';

/** XML text: the five predefined entities, and characters XML 1.0 cannot carry dropped. */
const xml = (text: string) =>
  text
    .replace(/\p{Surrogate}/gu, '\uFFFD')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** RSS 2.0 of the given posts: title, link, summary, date, tags, and a stable guid per post. */
export function rssFeed(posts: readonly PostSummary[], siteUrl: string): string {
  const items = posts
    .map((p) => {
      const link = `${siteUrl}/blog/${p.slug}`;
      return [
        '    <item>',
        `      <title>${xml(p.title)}</title>`,
        `      <link>${xml(link)}</link>`,
        `      <guid isPermaLink="true">${xml(link)}</guid>`,
        `      <description>${xml(p.summary)}</description>`,
        `      <author>noreply@devpath.local (${xml(p.authorName)})</author>`,
        ...p.tags.map((tag) => `      <category>${xml(tag)}</category>`),
        p.publishAt ? `      <pubDate>${p.publishAt.toUTCString()}</pubDate>` : '',
        '    </item>',
      ]
        .filter(Boolean)
        .join('\n');
    })
    .join('\n');
  const newest = posts[0]?.publishAt ?? new Date(0);
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>DevPath Blog</title>
    <link>${xml(`${siteUrl}/blog`)}</link>
    <atom:link href="${xml(`${siteUrl}/api/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>
    <description>Articles for aspiring developers: choosing a track, learning with roadmaps, projects, interviews and tools.</description>
    <language>en</language>
    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>
${items}
  </channel>
</rss>
`;
}
