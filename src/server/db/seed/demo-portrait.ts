/**
 * A demo fighter's portrait as SVG, drawn in code (nothing is downloaded): a head-and-shoulders
 * figure with a mongkol headband and raised gloves, in colours picked per fighter so the cards
 * look like a line-up of different people rather than initials.
 */
export interface PortraitStyle {
  background: [string, string];
  skin: string;
  hair: string;
  /** Mongkol (headband) and gloves. */
  gear: string;
  shorts: string;
}

export const portraitStyles: PortraitStyle[] = [
  {
    background: ['#7f1d1d', '#1c1917'],
    skin: '#c68642',
    hair: '#1c1917',
    gear: '#dc2626',
    shorts: '#fbbf24',
  },
  {
    background: ['#1e3a8a', '#0c0a09'],
    skin: '#8d5524',
    hair: '#0a0a0a',
    gear: '#2563eb',
    shorts: '#e5e7eb',
  },
  {
    background: ['#14532d', '#0c0a09'],
    skin: '#e0ac69',
    hair: '#3f2a14',
    gear: '#16a34a',
    shorts: '#dc2626',
  },
  {
    background: ['#78350f', '#0c0a09'],
    skin: '#a0662d',
    hair: '#111827',
    gear: '#f59e0b',
    shorts: '#1d4ed8',
  },
  {
    background: ['#4c1d95', '#0c0a09'],
    skin: '#f1c27d',
    hair: '#292524',
    gear: '#7c3aed',
    shorts: '#fafafa',
  },
];

export function portraitSvg(style: PortraitStyle, size = 200): string {
  const [from, to] = style.background;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 200 200">
  <defs>
    <radialGradient id="bg" cx="50%" cy="35%" r="75%">
      <stop offset="0%" stop-color="${from}"/><stop offset="100%" stop-color="${to}"/>
    </radialGradient>
  </defs>
  <rect width="200" height="200" fill="url(#bg)"/>
  <path d="M30 200 C34 158 62 140 100 140 C138 140 166 158 170 200 Z" fill="${style.skin}"/>
  <path d="M62 200 L70 168 L130 168 L138 200 Z" fill="${style.shorts}" opacity="0.9"/>
  <rect x="86" y="112" width="28" height="32" rx="10" fill="${style.skin}"/>
  <ellipse cx="100" cy="88" rx="34" ry="40" fill="${style.skin}"/>
  <path d="M66 82 C64 52 84 42 100 42 C118 42 138 52 134 82 C128 66 114 60 100 60 C86 60 72 66 66 82 Z" fill="${style.hair}"/>
  <path d="M64 74 C80 64 120 64 136 74 L136 84 C120 74 80 74 64 84 Z" fill="${style.gear}"/>
  <path d="M64 79 C80 69 120 69 136 79" stroke="#fafafa" stroke-width="2" fill="none"/>
  <path d="M136 78 C148 70 156 74 160 62" stroke="${style.gear}" stroke-width="5" stroke-linecap="round" fill="none"/>
  <path d="M82 92 L94 90 M106 90 L118 92" stroke="${style.hair}" stroke-width="4" stroke-linecap="round"/>
  <circle cx="88" cy="99" r="3" fill="#1c1917"/><circle cx="112" cy="99" r="3" fill="#1c1917"/>
  <path d="M92 116 C97 119 103 119 108 116" stroke="#1c1917" stroke-width="3" stroke-linecap="round" fill="none"/>
  <ellipse cx="44" cy="150" rx="22" ry="26" fill="${style.gear}"/>
  <ellipse cx="156" cy="150" rx="22" ry="26" fill="${style.gear}"/>
  <path d="M30 150 C34 140 54 140 58 150" stroke="#fafafa" stroke-width="3" fill="none" opacity="0.7"/>
  <path d="M142 150 C146 140 166 140 170 150" stroke="#fafafa" stroke-width="3" fill="none" opacity="0.7"/>
</svg>`;
}
