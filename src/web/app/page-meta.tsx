import type { ShareMeta } from '#domain/pages/share-meta.ts';
import { useRootData } from './root-data.ts';

const SITE_NAME = 'Yod Arena';
export const DEFAULT_OG_IMAGE = '/og-default.png';

export interface PageMetaProps {
  /** The page's own name; the document title becomes '<title> | Yod Arena'. */
  title: string;
  description: string;
  /** Structured data (schema.org) rendered as a JSON-LD data block. */
  jsonLd?: Record<string, unknown>;
  /** Path of the page ('/faq'); when given, a canonical link and og:url are set. */
  path?: string;
  /** Open Graph image (absolute or site path); the site's default otherwise. */
  image?: string;
  /** 'noindex' keeps the page out of search results (the 404 page). */
  robots?: string;
  /**
   * A link preview of its own (a battle, or a fighter's link to it): its title, description, URL
   * and generated card replace the page's in the document title and the Open Graph tags.
   */
  share?: ShareMeta;
}

/** JSON for a <script> data block: '<' is escaped so no '</script>' can end the block early. */
function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

function absolute(origin: string, pathOrUrl: string): string {
  try {
    return new URL(pathOrUrl, origin || 'http://localhost').toString();
  } catch {
    return pathOrUrl;
  }
}

/**
 * A page's <head> metadata, rendered where the page renders: React hoists <title>, <meta> and
 * <link> into <head>, on the server (so crawlers and link previews read them in the first HTML)
 * and in the browser on navigation. Every page renders one, and only one.
 */
export function PageMeta({ title, description, jsonLd, path, image, robots, share }: PageMetaProps) {
  const origin = useRootData()?.origin ?? '';
  const fullTitle = share?.title ?? `${title} | ${SITE_NAME}`;
  const text = share?.description ?? description;
  const url = share?.url ?? (path ? absolute(origin, path) : null);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="pt_BR" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:image" content={share?.image ?? absolute(origin, image ?? DEFAULT_OG_IMAGE)} />
      {share ? <meta property="og:image:type" content="image/png" /> : null}
      {share ? <meta property="og:image:width" content={String(share.imageWidth)} /> : null}
      {share ? <meta property="og:image:height" content={String(share.imageHeight)} /> : null}
      {share ? <meta property="og:image:alt" content={share.imageAlt} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      {url ? <link rel="canonical" href={url} /> : null}
      {url ? <meta property="og:url" content={url} /> : null}
      {robots ? <meta name="robots" content={robots} /> : null}
      {jsonLd ? (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a JSON data block with '<' escaped, never executed
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
        />
      ) : null}
    </>
  );
}
