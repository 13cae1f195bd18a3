/** Joins class names, skipping falsy parts. There is no tailwind-merge: overrides must not clash. */
export function cn(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
