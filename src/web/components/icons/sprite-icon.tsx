import type { SVGProps } from 'react';
import { cn } from '#web/lib/cn.ts';
import spriteUrl from './sprite.svg?url';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** An icon of the sprite: a component with the name of its lucide icon. */
export interface IconComponent {
  (props: IconProps): React.JSX.Element;
  /** The lucide icon it draws (its symbol id in sprite.svg). */
  iconName: string;
  displayName?: string;
}

/**
 * An icon drawn from the one sprite file (sprite.svg, made from lucide's icons by `npm run
 * icons`): the page carries a two-element reference instead of every path, and the browser
 * downloads and caches the drawings once instead of in each page's JavaScript
 * (docs/decisions/0007-server-rendering.md). Same attributes as lucide-react's icons.
 */
export function spriteIcon(name: string): IconComponent {
  const Icon = ({ className, ...props }: IconProps) => (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('lucide', className)}
      aria-hidden="true"
      {...props}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
  Icon.iconName = name;
  Icon.displayName = name;
  return Icon;
}
