/** Shared Tailwind class strings for links styled as buttons or inline text links. */
const focusRing =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-400 focus-visible:ring-offset-2 focus-visible:ring-offset-zinc-950';

export const primaryButtonClass = `inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-5 py-3 text-base font-semibold text-white shadow-lg shadow-red-950/40 transition-colors hover:bg-red-700 ${focusRing}`;

export const secondaryButtonClass = `inline-flex items-center justify-center gap-2 rounded-lg border border-zinc-600 bg-zinc-900 px-5 py-3 text-base font-semibold text-zinc-100 transition-colors hover:border-amber-400 hover:text-amber-300 ${focusRing}`;

export const textLinkClass = `rounded-sm font-medium text-amber-400 underline decoration-amber-400/50 underline-offset-4 transition-colors hover:text-amber-300 hover:decoration-amber-300 ${focusRing}`;
