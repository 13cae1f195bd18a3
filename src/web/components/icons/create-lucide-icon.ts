import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

/** The shape of lucide-react's per-icon data (`__iconData` in each icons/*.mjs module). */
export interface LucideIconData {
  name?: string;
  size?: number;
  node: [tag: string, attributes: Record<string, string>][];
  aliases?: string[];
}

type IconProps = SVGProps<SVGSVGElement> & { children?: ReactNode; size?: number | string };

const A11Y_PROP = /^(aria-|role$|title$)/;

function hasA11yProp(props: Record<string, unknown>): boolean {
  for (const key in props) if (A11Y_PROP.test(key) && props[key] != null) return true;
  return false;
}

/**
 * Stands in for lucide-react's `createLucideIcon` (vite.config.ts points the package's icon
 * modules here): same element, same classes ('lucide lucide-<name> <className>'), same
 * aria-hidden rule, checked against the package's own output in create-lucide-icon.test.ts.
 * Lucide's version rebuilds each icon's attributes on every render (Object.entries, spreads,
 * class de-duplication through a Set and regexes): on the home page that was the largest single
 * cost of the first render, about a fifth of it. Here everything fixed is computed once per icon.
 * Supported props: any SVG attribute, plus lucide's `size` and `color`; not its
 * `absoluteStrokeWidth`, `nonScalingStroke` or LucideProvider defaults (the app uses none).
 */
export function createLucideIcon(data: LucideIconData) {
  const size = data.size ?? 24;
  const baseClass = [
    'lucide',
    ...(data.name ? [`lucide-${data.name}`] : []),
    ...(data.aliases ?? []).map((a) => `lucide-${a}`),
  ].join(' ');
  const fixed = {
    xmlns: 'http://www.w3.org/2000/svg',
    width: 24,
    height: 24,
    viewBox: `0 0 ${size} ${size}`,
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  } as const;
  const Icon = forwardRef<SVGSVGElement, IconProps>(function LucideIcon(
    { className, children, size: side, color, ...rest },
    ref,
  ) {
    const sized = side == null ? undefined : { width: side, height: side };
    const colored = color == null ? undefined : { stroke: color };
    const hidden = children == null && !hasA11yProp(rest) ? { 'aria-hidden': 'true' as const } : undefined;
    return createElement(
      'svg',
      {
        ...fixed,
        ...colored,
        ...sized,
        className: className ? `${baseClass} ${className}` : baseClass,
        ...hidden,
        ...rest,
        ref,
      },
      ...data.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  });
  return Icon;
}

export default createLucideIcon;
