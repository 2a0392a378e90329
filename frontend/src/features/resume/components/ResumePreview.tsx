import { typeset, type SetContact, type SetParagraph } from '@devpath/resume-core';
import type { CSSProperties, ReactNode } from 'react';
import type { Paper, ResumeDocument, TemplateId } from '../model/document';
import classes from './ResumePreview.module.css';

const safeLink = (link: string | undefined) => (link && /^(https?:|mailto:)/i.test(link) ? link : undefined);

function linked(text: ReactNode, link: string | undefined) {
  const href = safeLink(link);
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  ) : (
    text
  );
}

/**
 * Whether the text continues with a space after each line (a break between words) or not (a word
 * broken within): read aloud or copied, the lines join as the text was written.
 */
function spaceAfter(text: string, lines: string[]): boolean[] {
  let at = 0;
  return lines.map((line) => {
    const start = text.indexOf(line, at);
    at = start < 0 ? at : start + line.length;
    return /\s/.test(text[at] ?? '');
  });
}

const HEADING = { name: 'h2', section: 'h3' } as const;

/** One paragraph: one element per typeset line, never wrapped again by the browser. */
function Paragraph({ item }: { item: SetParagraph }) {
  const Tag = HEADING[item.role as keyof typeof HEADING] ?? 'p';
  const spaces = spaceAfter(item.text, item.lines);
  const style = {
    '--size': item.size,
    '--line': item.lineHeight,
    '--before': item.before,
    '--indent': item.indent,
  } as CSSProperties;
  return (
    <Tag
      className={`${classes.paragraph} ${classes[item.role]} ${classes[item.tone]} ${item.weight === 'bold' ? classes.bold : ''} ${item.align === 'center' ? classes.center : ''} ${item.rule ? classes.rule : ''}`}
      style={style}
      // A heading in capitals is named as written (screen readers spell out some words in capitals).
      aria-label={item.title !== undefined && item.title !== item.text ? item.title : undefined}
    >
      {item.lines.map((line, i) => (
        <span key={i} className={classes.line} data-line="">
          {linked(line, item.link)}
          {spaces[i] ? ' ' : ''}
        </span>
      ))}
    </Tag>
  );
}

function Contact({ item }: { item: SetContact }) {
  const style = { '--size': item.size, '--line': item.lineHeight, '--after': item.after } as CSSProperties;
  return (
    <p
      className={`${classes.paragraph} ${classes.contact} ${item.align === 'center' ? classes.center : ''}`}
      style={style}
    >
      {item.rows.map((row, r) => (
        <span key={r} className={classes.line} data-line="">
          {row.map((part, i) => (
            <span key={`${part.text}-${i}`}>
              {i ? item.separator : ''}
              {linked(part.text, part.link)}
            </span>
          ))}
          {r < item.rows.length - 1 ? ' ' : ''}
        </span>
      ))}
    </p>
  );
}

/**
 * The resume as the PDF sets it: the shared resume model's `typeset` (packages/resume-core), which
 * the server's PDF draws too, so every line breaks where it breaks in the download; the template's
 * values, the direction and the page's proportions, sized in points of the page.
 */
export function ResumePreview({
  document,
  template,
  paper,
  language,
  label = 'Resume preview',
}: {
  document: ResumeDocument;
  template: TemplateId;
  paper: Paper;
  language: string;
  label?: string;
}) {
  const set = typeset(document, { template, paper, language });
  const { style, page } = set;
  const vars = {
    '--page-width': page.width,
    '--page-ratio': `${page.width} / ${page.height}`,
    '--margin': style.margin,
    '--body': style.body,
    '--accent': style.accent,
    '--text': style.text,
    '--muted': style.muted,
  } as CSSProperties;
  return (
    <div className={classes.frame}>
      <style>{`@page { size: ${paper === 'Letter' ? 'letter' : 'A4'}; margin: 0; }`}</style>
      <article
        className={classes.sheet}
        style={vars}
        dir={set.direction}
        lang={language}
        aria-label={label}
        data-template={template}
        data-paper={paper}
      >
        {style.band ? <div className={classes.band} aria-hidden="true" /> : null}
        {set.items.length ? (
          set.items.map((item, i) =>
            item.kind === 'contact' ? <Contact key={i} item={item} /> : <Paragraph key={i} item={item} />,
          )
        ) : (
          <p className={classes.empty}>Your resume appears here as you fill in the form.</p>
        )}
      </article>
    </div>
  );
}
