import { useLocation } from 'react-router';

export interface PageMetaProps {
  /** The whole document title, e.g. "About DevPath · DevPath". */
  title: string;
  /** The page's description for search results and link previews. */
  description?: string;
}

/** The site's address, known at build time only when SITE_URL is set (vite.config.ts). */
const siteUrl = __SITE_URL__;

/**
 * A page's document metadata: title, description and, when the site's address
 * is known, the canonical URL. React hoists these elements into <head> and
 * removes them when the page goes; scripts/prerender.mjs copies them into the
 * <head> of the page's prerendered HTML file.
 */
export function PageMeta({ title, description }: PageMetaProps) {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  return (
    <>
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
      {siteUrl ? <link rel="canonical" href={`${siteUrl}${path}`} /> : null}
    </>
  );
}
