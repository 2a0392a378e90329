import { Typography } from '@mantine/core';
import '@mantine/core/styles/Typography.css';
import ReactMarkdown, { type Components } from 'react-markdown';

/** Links leave for other sites in a new tab, without handing them this window. */
const components: Components = {
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ),
};

/**
 * Lesson text in Markdown. react-markdown builds React elements and ignores raw HTML (no
 * `rehype-raw`), and its default URL transform drops `javascript:` and other unsafe links.
 */
export function Markdown({ children }: { children: string }) {
  return (
    <Typography>
      <ReactMarkdown components={components} skipHtml>
        {children}
      </ReactMarkdown>
    </Typography>
  );
}
