import { useEffect } from 'react';
import { applyHeadTags, type HeadTag } from './head-tags.ts';

const SITE_NAME = 'Yod Arena';

export interface PageMetaProps {
  /** The page's own name; the document title becomes '<title> | Yod Arena'. */
  title: string;
  description: string;
  /** Structured data (schema.org) rendered as a JSON-LD data block. */
  jsonLd?: Record<string, unknown>;
  /** Path of the page ('/faq'); when given, a canonical link and og:url are set. */
  path?: string;
  /** 'noindex' keeps the page out of search results (the 404 page). */
  robots?: string;
}

function absoluteUrl(path: string): string {
  return `${window.location.origin}${path.startsWith('/') ? path : `/${path}`}`;
}

/** JSON for a <script> data block: '<' is escaped so no '</script>' can end the block early. */
function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * Page metadata, written into <head> while the page is shown (and put back when it goes). It
 * does not rely on React 19 hoisting <title>/<meta> out of the body: the production build runs on
 * Preact (docs/decisions/0005-preact-runtime.md), which renders such tags where they stand. The
 * tags index.html or the server already put in <head> (site description, a battle's Open Graph
 * tags) are updated in place, never duplicated. The JSON-LD block is a data block (never
 * executed), so the CSP that forbids inline scripts does not apply to it.
 */
export function PageMeta({ title, description, jsonLd, path, robots }: PageMetaProps) {
  const fullTitle = `${title} | ${SITE_NAME}`;
  const ld = jsonLd ? serializeJsonLd(jsonLd) : null;
  // After the paint, not before it: nothing on screen depends on <head>, and the first render of
  // a page is the longest main-thread task of a visit.
  useEffect(() => {
    const url = path ? absoluteUrl(path) : null;
    const tags: HeadTag[] = [
      { kind: 'meta', key: 'name', name: 'description', value: description },
      { kind: 'meta', key: 'property', name: 'og:site_name', value: SITE_NAME },
      { kind: 'meta', key: 'property', name: 'og:type', value: 'website' },
      { kind: 'meta', key: 'property', name: 'og:locale', value: 'pt_BR' },
      { kind: 'meta', key: 'property', name: 'og:title', value: fullTitle },
      { kind: 'meta', key: 'property', name: 'og:description', value: description },
      { kind: 'meta', key: 'name', name: 'twitter:card', value: 'summary' },
    ];
    if (url) {
      tags.push({ kind: 'link', rel: 'canonical', value: url });
      tags.push({ kind: 'meta', key: 'property', name: 'og:url', value: url });
    }
    if (robots) tags.push({ kind: 'meta', key: 'name', name: 'robots', value: robots });
    if (ld) tags.push({ kind: 'json-ld', value: ld });
    return applyHeadTags(document, fullTitle, tags);
  }, [fullTitle, description, path, robots, ld]);
  return null;
}
