/**
 * The one inline script React's prerender writes without a nonce: in a signed-in page's shell
 * (docs/decisions/0026-signed-in-page-shell.md) it notes when the shell painted, so that the
 * viewer's parts are revealed without flashing. Allowed by its hash (a test checks it against
 * React's output).
 */
export const REACT_SHELL_TIME_SCRIPT = 'requestAnimationFrame(function(){$RT=performance.now()});';
const REACT_SHELL_TIME_SCRIPT_HASH = "'sha256-7mu4H06fwDCjmnxxr/xNHyuQC6pLTHr4M2E4jXw5WZs='";

/**
 * The Content-Security-Policy of every response. Scripts come from this origin only; a
 * server-rendered page's inline scripts (React Router's hydration data and module loader) carry
 * the page's nonce.
 */
export function contentSecurityPolicy(options: {
  nonce?: string;
  upgradeInsecure: boolean;
  dev?: boolean;
}): string {
  const script = ["'self'"];
  // Vite's dev server injects its HMR client and React Refresh preamble inline.
  if (options.dev) script.push("'unsafe-inline'");
  else if (options.nonce) script.push(`'nonce-${options.nonce}'`, REACT_SHELL_TIME_SCRIPT_HASH);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', script],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['connect-src', options.dev ? ["'self'", 'ws:'] : ["'self'"]],
    ['font-src', ["'self'", 'data:']],
    ['object-src', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  const policy = directives.map(([name, values]) => `${name} ${values.join(' ')}`);
  if (options.upgradeInsecure) policy.push('upgrade-insecure-requests');
  return policy.join(';');
}
