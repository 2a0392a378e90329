import { Typography } from '@mantine/core';
import '@mantine/core/styles/Typography.css';
import { Children, isValidElement, type ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { Link as RouterLink } from 'react-router';
import remarkGfm from 'remark-gfm';
import classes from './Markdown.module.css';

/** Links to other sites open in a new tab, without handing them this window; our own pages open in the app. */
function Link({ href, children }: { href?: string; children?: ReactNode }) {
  const internal = href?.startsWith('/') && !href.startsWith('//');
  return internal ? (
    <RouterLink to={href!}>{children}</RouterLink>
  ) : (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** The plain text of rendered children (a heading with inline code or emphasis). */
function textOf(node: ReactNode): string {
  return Children.toArray(node)
    .map((child) =>
      typeof child === 'string' || typeof child === 'number'
        ? String(child)
        : isValidElement<{ children?: ReactNode }>(child)
          ? textOf(child.props.children)
          : '',
    )
    .join('');
}

/** A heading's anchor: lower-case words joined by "-" (the table of contents uses the same). */
export function headingId(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[`*_~]/g, '')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

/** Level-2 and level-3 headings of Markdown, outside code blocks, for a table of contents. */
export function headingsOf(markdown: string): { level: 2 | 3; text: string; id: string }[] {
  const headings: { level: 2 | 3; text: string; id: string }[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const match = !fenced && /^(##|###)\s+(.+?)\s*#*\s*$/.exec(line);
    if (match) {
      const text = match[2].replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*_~]/g, '');
      headings.push({ level: match[1].length as 2 | 3, text, id: headingId(text) });
    }
  }
  return headings;
}

/** A table scrolls sideways on its own on a narrow screen (the page does not), reachable by keyboard. */
function Table({ children }: { children?: ReactNode }) {
  return (
    // A scrolling container must be focusable to scroll by keyboard (axe scrollable-region-focusable), and named
    // when it is: a labelled group, as WAI-ARIA allows; a <fieldset> (Biome's suggestion) is for form controls.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
    // biome-ignore lint/a11y/useSemanticElements: see above
    <div className={classes.table} tabIndex={0} role="group" aria-label="Table, scrolls sideways">
      <table>{children}</table>
    </div>
  );
}

/** A code block scrolls sideways when a line is longer than the lesson is wide: reachable by keyboard, like a table. */
function CodeBlock({ children }: { children?: ReactNode }) {
  return (
    // Focusable so it scrolls by keyboard (axe scrollable-region-focusable) and named once it is focusable.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
    // biome-ignore lint/a11y/useSemanticElements: a <pre> keeps its whitespace; a labelled group is what WAI-ARIA allows
    <pre tabIndex={0} role="group" aria-label="Code example">
      {children}
    </pre>
  );
}

const plain: Components = { a: Link, table: Table, pre: CodeBlock };
const anchored: Components = {
  a: Link,
  table: Table,
  pre: CodeBlock,
  h2: ({ children }) => <h2 id={headingId(textOf(children))}>{children}</h2>,
  h3: ({ children }) => <h3 id={headingId(textOf(children))}>{children}</h3>,
};

/**
 * Markdown as the product shows it (lessons, problems, posts), with GitHub's extensions
 * (remark-gfm: tables, strikethrough, task lists, autolinks): react-markdown builds React
 * elements and ignores raw HTML (`skipHtml`, no `rehype-raw`), and its default URL transform
 * drops `javascript:` and other unsafe links. `anchors` gives level-2 and level-3 headings ids
 * (see headingsOf) for a table of contents.
 */
export function Markdown({ children, anchors = false }: { children: string; anchors?: boolean }) {
  return (
    <Typography className={classes.root}>
      <ReactMarkdown components={anchors ? anchored : plain} remarkPlugins={[remarkGfm]} skipHtml>
        {children}
      </ReactMarkdown>
    </Typography>
  );
}
