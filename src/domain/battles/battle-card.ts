import type { BattleStatus } from './battle-status.ts';

/**
 * What the join button on a battle card shows. `kind` lets the UI pick an icon or style without
 * comparing texts; `enabled` is the only thing that decides whether it can be pressed.
 */
export type CardButtonKind =
  | 'pending'
  | 'scheduled'
  | 'finished'
  | 'participating'
  | 'disqualified'
  | 'in_progress'
  | 'full'
  | 'joining'
  | 'join';

export interface CardButton {
  text: string;
  enabled: boolean;
  kind: CardButtonKind;
}

export interface CardButtonInput {
  displayStatus: BattleStatus;
  isParticipant: boolean;
  /** Known on the battle page only (the arena's cards leave it out): the viewer was disqualified. */
  isDisqualified?: boolean;
  isLoggedIn: boolean;
  isFull: boolean;
  isJoining: boolean;
}

/**
 * Texts of our own where the product names none: pending reads 'Aguardando Aprovação' (its status label), scheduled
 * 'Em breve' (the countdown beside it shows when), finished 'Finalizada'. A logged-out visitor on a
 * waiting battle sees 'Quero entrar!' disabled (docs/product.md#cards-and-the-battle-page); the UI may add a login hint.
 */
export function cardButton(input: CardButtonInput): CardButton {
  const { displayStatus } = input;
  if (displayStatus === 'pending') return { text: 'Aguardando Aprovação', enabled: false, kind: 'pending' };
  if (displayStatus === 'scheduled') return { text: 'Em breve', enabled: false, kind: 'scheduled' };
  if (displayStatus === 'finished') return { text: 'Finalizada', enabled: false, kind: 'finished' };
  if (input.isParticipant) return { text: 'Participando', enabled: false, kind: 'participating' };
  if (input.isDisqualified) return { text: 'Desclassificado', enabled: false, kind: 'disqualified' };
  if (displayStatus === 'active') return { text: 'Em Andamento', enabled: false, kind: 'in_progress' };
  if (displayStatus === 'ready' || input.isFull) {
    return { text: 'Batalha Completa', enabled: false, kind: 'full' };
  }
  if (input.isJoining) return { text: 'Entrando...', enabled: false, kind: 'joining' };
  return { text: 'Quero entrar!', enabled: input.isLoggedIn, kind: 'join' };
}

/** The card's link to the battle page; null hides it (a pending battle has no public page yet). */
export function detailLinkText(displayStatus: BattleStatus): string | null {
  if (displayStatus === 'pending') return null;
  return displayStatus === 'finished' ? 'Ver quem ganhou!' : 'Ver Batalha';
}

/**
 * Whether the card's button depends on who looks (their seat, signed in or not): not while a
 * battle waits for approval, is scheduled or is over (cardButton answers those first), so a fan's
 * shared arena shows those buttons before its scripts run.
 */
export function cardButtonIsViewers(displayStatus: BattleStatus): boolean {
  return displayStatus !== 'pending' && displayStatus !== 'scheduled' && displayStatus !== 'finished';
}
