import type { PrizeType } from '#domain/schemas/battles.ts';

export const prizeTypeOptions = ['PIX', 'ITEM', 'GIFT_CARD'] as const satisfies readonly PrizeType[];

/** How fans read a prize type: a label, never the stored code. */
const labels: Record<PrizeType, string> = { PIX: 'PIX', ITEM: 'Item', GIFT_CARD: 'Vale-presente' };

/** 'PIX', 'Item', 'Vale-presente'; an unknown code (a newer server) is shown as it came. */
export function prizeTypeLabel(type: string): string {
  return Object.hasOwn(labels, type) ? labels[type as PrizeType] : type;
}
