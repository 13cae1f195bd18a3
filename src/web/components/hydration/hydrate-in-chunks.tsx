import { Children, type ReactNode } from 'react';
import { HydrateLater } from './hydrate-later.tsx';

/**
 * A long list hydrated a few items at a time: the first `size` items with the page, then each
 * next `size` in a boundary nested in the previous one, so React hydrates them one commit after
 * another instead of in one long task (sibling boundaries would hydrate in the same pass). The
 * items render as they are: no wrapper element, the list's markup is unchanged.
 */
export function HydrateInChunks({ size, children }: { size: number; children: ReactNode }) {
  const items = Children.toArray(children);
  return <Chunk items={items} size={size} />;
}

function Chunk({ items, size }: { items: ReactNode[]; size: number }) {
  const rest = items.slice(size);
  return (
    <>
      {items.slice(0, size)}
      {rest.length > 0 ? (
        <HydrateLater>
          <Chunk items={rest} size={size} />
        </HydrateLater>
      ) : null}
    </>
  );
}
