import type { CSSProperties } from 'react';
import { directionOf, type Paper, type ResumeDocument, type TemplateId } from '../model/document';
import { layoutOf, type Block } from '../model/layout';
import classes from './ResumePreview.module.css';

interface Style {
  accent: string;
  text: string;
  muted: string;
  margin: number;
  body: number;
  name: number;
  headline: number;
  heading: number;
  headingUpper: boolean;
  centerHeader: boolean;
  rule: boolean;
  band: boolean;
  gap: number;
}

/** The templates' values, as the PDF sets them (backend: infrastructure/pdf/resume-pdf.ts STYLES). */
const STYLES: Record<TemplateId, Style> = {
  classic: { accent: '#1f2937', text: '#111827', muted: '#4b5563', margin: 54, body: 10.5, name: 24, headline: 12, heading: 12, headingUpper: true, centerHeader: true, rule: true, band: false, gap: 1 },
  modern: { accent: '#0b6e69', text: '#111827', muted: '#44505f', margin: 50, body: 10.5, name: 26, headline: 12.5, heading: 13, headingUpper: false, centerHeader: false, rule: false, band: false, gap: 1.1 },
  compact: { accent: '#1e3a8a', text: '#111827', muted: '#4b5563', margin: 40, body: 9.5, name: 20, headline: 11, heading: 10.5, headingUpper: true, centerHeader: false, rule: true, band: false, gap: 0.7 },
  executive: { accent: '#1c2b4a', text: '#111827', muted: '#465064', margin: 54, body: 10.5, name: 26, headline: 12.5, heading: 12.5, headingUpper: true, centerHeader: false, rule: true, band: true, gap: 1.1 },
};

/** Page sizes in points (A4 595.28 x 841.89, Letter 612 x 792). */
const PAGE: Record<Paper, [number, number]> = { A4: [595.28, 841.89], Letter: [612, 792] };

const safeLink = (link: string | undefined) => (link && /^(https?:|mailto:)/i.test(link) ? link : undefined);

function Item({ block, style, center }: { block: Block; style: Style; center: boolean }) {
  switch (block.type) {
    case 'name':
      return <h2 className={`${classes.name} ${center ? classes.center : ''}`}>{block.text}</h2>;
    case 'headline':
      return <p className={`${classes.headline} ${center ? classes.center : ''}`}>{block.text}</p>;
    case 'contact':
      return (
        <p className={`${classes.contact} ${center ? classes.center : ''}`}>
          {block.parts.map((part, i) => (
            <span key={`${part.text}-${i}`}>
              {i ? '  ·  ' : ''}
              {safeLink(part.link) ? (
                <a href={safeLink(part.link)} target="_blank" rel="noopener noreferrer">
                  {part.text}
                </a>
              ) : (
                part.text
              )}
            </span>
          ))}
        </p>
      );
    case 'section':
      return <h3 className={`${classes.section} ${style.headingUpper ? classes.upper : ''} ${style.rule ? classes.rule : ''}`}>{block.text}</h3>;
    case 'entry': {
      const heading = [block.title, block.subtitle].filter(Boolean).join(' — ');
      return (
        <>
          <p className={classes.entry}>
            {safeLink(block.link) ? (
              <a href={safeLink(block.link)} target="_blank" rel="noopener noreferrer">
                {heading}
              </a>
            ) : (
              heading
            )}
          </p>
          {block.dates ? <p className={classes.dates}>{block.dates}</p> : null}
        </>
      );
    }
    case 'text':
      return <p className={classes.text}>{block.text}</p>;
    case 'bullet':
      return <p className={classes.bullet}>• {block.text}</p>;
  }
}

/** The resume as the PDF lays it out: same template values, same order, same direction, the page's proportions. */
export function ResumePreview({ document, template, paper, language, label = 'Resume preview' }: { document: ResumeDocument; template: TemplateId; paper: Paper; language: string; label?: string }) {
  const style = STYLES[template] ?? STYLES.classic;
  const [width, height] = PAGE[paper] ?? PAGE.A4;
  const blocks = layoutOf(document, language);
  const vars = {
    '--page-width': width,
    '--page-ratio': `${width} / ${height}`,
    '--margin': style.margin,
    '--body': style.body,
    '--name': style.name,
    '--headline': style.headline,
    '--heading': style.heading,
    '--gap': style.gap,
    '--accent': style.accent,
    '--text': style.text,
    '--muted': style.muted,
  } as CSSProperties;
  return (
    <div className={classes.frame}>
      <style>{`@page { size: ${paper === 'Letter' ? 'letter' : 'A4'}; margin: 0; }`}</style>
      <article className={classes.sheet} style={vars} dir={directionOf(language)} lang={language} aria-label={label} data-template={template} data-paper={paper}>
        {style.band ? <div className={classes.band} aria-hidden="true" /> : null}
        {blocks.length ? blocks.map((block, i) => <Item key={i} block={block} style={style} center={style.centerHeader} />) : <p className={classes.empty}>Your resume appears here as you fill in the form.</p>}
      </article>
    </div>
  );
}
