const SITE_NAME = 'Yod Arena';

export interface PageMetaProps {
  /** The page's own name; the document title becomes '<title> | Yod Arena'. */
  title: string;
  description: string;
  /** Structured data (schema.org) rendered as a JSON-LD data block. */
  jsonLd?: Record<string, unknown>;
  /** Path of the page ('/faq'); when given, a canonical link and og:url are rendered. */
  path?: string;
}

function absoluteUrl(path: string): string {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}${path.startsWith('/') ? path : `/${path}`}`;
}

/** JSON for a <script> data block: '<' is escaped so no '</script>' can end the block early. */
function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * Page metadata. React 19 hoists <title>, <meta> and <link> into <head>; the JSON-LD block is a
 * data block (never executed), so the CSP that forbids inline scripts does not apply to it.
 */
export function PageMeta({ title, description, jsonLd, path }: PageMetaProps) {
  const fullTitle = `${title} | ${SITE_NAME}`;
  const url = path ? absoluteUrl(path) : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {url ? <link rel="canonical" href={url} /> : null}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="pt_BR" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta name="twitter:card" content="summary" />
      {jsonLd ? <script type="application/ld+json">{serializeJsonLd(jsonLd)}</script> : null}
    </>
  );
}
