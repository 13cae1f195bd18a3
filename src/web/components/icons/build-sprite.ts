import * as lucide from 'lucide-react';
import { type ComponentType, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * sprite.svg for the given lucide icon names: one <symbol> per icon, holding the drawing
 * lucide-react renders for it. Run by `npm run icons`; the icon test checks the file is current.
 */
export function buildIconSprite(names: readonly string[]): string {
  const icons = lucide as unknown as Record<string, ComponentType | undefined>;
  const symbols = [...new Set(names)].sort().map((name) => {
    const Icon = icons[name];
    if (!Icon) throw new Error(`lucide-react has no icon named ${name}`);
    const svg = renderToStaticMarkup(createElement(Icon));
    const drawing = svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'));
    return `<symbol id="${name}" viewBox="0 0 24 24">${drawing}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}
