import classes from './Layout.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element: jumps over the header to the page content. */
export function SkipLink() {
  return (
    <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}
