import type { HeadersFunction } from 'react-router';
import { pageCachePolicies } from '#domain/pages/page-cache.ts';

/** `headers` of a page whose loader sets its own (cache policy, cache tag). */
export const loaderHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) =>
  errorHeaders ?? loaderHeaders;

/** `headers` of a page without personal or live content (home, informational pages). */
export const staticPageHeaders: HeadersFunction = () => pageCachePolicies.static;
