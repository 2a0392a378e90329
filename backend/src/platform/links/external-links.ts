/**
 * External links as the modules that hold them hand them to the link check (issue 29): each
 * module's facade lists the addresses its content points to and where each is used, in this one
 * shape, so the link check reads no module's tables.
 */

/** Where an external link is used: a lesson (by module key), a free resource (by id), a blog post (by slug). */
export interface LinkUse {
  readonly kind: 'lesson' | 'resource' | 'post';
  readonly key: string;
  readonly title: string;
  /** The SPA's address of the place (a lesson opens on its roadmap's page). */
  readonly path: string;
}

export interface ExternalLinkView {
  readonly url: string;
  readonly usedIn: LinkUse;
}

/**
 * A fenced code block, from its opening fence to its closing one or, unclosed, to the end of the
 * text (CommonMark). `(?![\s\S])` is the end of the text: under the `m` flag `$` would end the
 * block at its first line, and the lines after it would count as prose.
 */
const FENCED = /^( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:\n {0,3}\2[`~]*[ \t]*(?=\n|$)|(?![\s\S]))/gm;
const INLINE_CODE = /(`+)[^`]*?\1/g;
const URL_IN_TEXT = /\bhttps?:\/\/(?:\[[0-9a-f:.]+\])?[^\s<>()[\]"'`]*/gi;

/**
 * The http(s) addresses a Markdown text links to or names, in order, each once. Code (fenced
 * blocks and inline spans) is left out: a `curl http://localhost:3000` in a lesson is an example,
 * not a link. A trailing sentence mark is not part of the address.
 */
export function markdownLinks(markdown: string): string[] {
  const prose = markdown.replace(FENCED, '\n').replace(INLINE_CODE, ' ');
  const found = new Set<string>();
  for (const match of prose.matchAll(URL_IN_TEXT)) {
    const url = match[0].replace(/[.,;:!?*_]+$/, '');
    if (url.length > 'https://'.length) found.add(url);
  }
  return [...found];
}
