/**
 * How @fastify/cookie decodes each cookie value (its `parseOptions.decode`, app.ts): quotes
 * around a value are dropped and the rest percent-decoded, as better-auth's own reader
 * (better-call) does. cookie@2, the plugin's parser, keeps the quotes: a quoted session cookie
 * would then fail our fast signature check and take better-auth's slower path for the same answer.
 * A value that is no valid percent-encoding is kept as it came; no signature matches it.
 */
export function decodeCookieValue(raw: string): string {
  const value = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
