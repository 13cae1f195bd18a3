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
  else if (options.nonce) script.push(`'nonce-${options.nonce}'`);
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
