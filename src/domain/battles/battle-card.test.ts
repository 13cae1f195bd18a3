import { describe, expect, it } from 'vitest';
import { type CardButtonInput, cardButton, cardButtonIsViewers, detailLinkText } from './battle-card.ts';
import { type BattleStatus, battleStatuses } from './battle-status.ts';

const base: CardButtonInput = {
  displayStatus: 'waiting',
  isParticipant: false,
  isLoggedIn: true,
  isFull: false,
  isJoining: false,
};
const button = (over: Partial<CardButtonInput>) => cardButton({ ...base, ...over });

describe('cardButton', () => {
  it('disables pending, scheduled and finished for everyone', () => {
    expect(button({ displayStatus: 'pending' })).toEqual({
      text: 'Aguardando Aprovação',
      enabled: false,
      kind: 'pending',
    });
    expect(button({ displayStatus: 'scheduled' })).toEqual({
      text: 'Em breve',
      enabled: false,
      kind: 'scheduled',
    });
    expect(button({ displayStatus: 'finished', isParticipant: true })).toEqual({
      text: 'Finalizada',
      enabled: false,
      kind: 'finished',
    });
  });

  it('tells a disqualified fighter so while the battle runs, never "Quero entrar!"', () => {
    for (const displayStatus of ['waiting', 'ready', 'active'] as const) {
      expect(button({ displayStatus, isDisqualified: true })).toEqual({
        text: 'Desclassificado',
        enabled: false,
        kind: 'disqualified',
      });
    }
    expect(button({ displayStatus: 'finished', isDisqualified: true }).kind).toBe('finished');
  });

  it('shows a disabled "Participando" to a participant of a running battle', () => {
    for (const displayStatus of ['waiting', 'ready', 'active'] as const) {
      expect(button({ displayStatus, isParticipant: true })).toEqual({
        text: 'Participando',
        enabled: false,
        kind: 'participating',
      });
    }
  });

  it('disables active and ready for non-participants', () => {
    expect(button({ displayStatus: 'active' })).toEqual({
      text: 'Em Andamento',
      enabled: false,
      kind: 'in_progress',
    });
    expect(button({ displayStatus: 'active', isFull: true }).text).toBe('Em Andamento');
    expect(button({ displayStatus: 'ready' })).toEqual({
      text: 'Batalha Completa',
      enabled: false,
      kind: 'full',
    });
  });

  it('offers "Quero entrar!" on a waiting battle only to a logged-in non-participant with room', () => {
    expect(button({})).toEqual({ text: 'Quero entrar!', enabled: true, kind: 'join' });
    expect(button({ isLoggedIn: false })).toEqual({ text: 'Quero entrar!', enabled: false, kind: 'join' });
    expect(button({ isFull: true })).toEqual({ text: 'Batalha Completa', enabled: false, kind: 'full' });
  });

  it('shows "Entrando..." while the join is in flight', () => {
    expect(button({ isJoining: true })).toEqual({ text: 'Entrando...', enabled: false, kind: 'joining' });
  });
});

describe('detailLinkText', () => {
  it('hides the link for pending and names the winner view for finished', () => {
    expect(detailLinkText('pending')).toBeNull();
    expect(detailLinkText('finished')).toBe('Ver quem ganhou!');
    for (const s of ['scheduled', 'waiting', 'ready', 'active'] satisfies BattleStatus[]) {
      expect(detailLinkText(s)).toBe('Ver Batalha');
    }
  });
});

describe('cardButtonIsViewers', () => {
  const statuses: readonly BattleStatus[] = battleStatuses;
  const viewers: Omit<CardButtonInput, 'displayStatus'>[] = [
    { isParticipant: false, isLoggedIn: false, isFull: false, isJoining: false },
    { isParticipant: false, isLoggedIn: true, isFull: false, isJoining: false },
    { isParticipant: true, isLoggedIn: true, isFull: false, isJoining: false },
  ];

  it.each(statuses)('is false exactly when every viewer gets the same button (%s)', (displayStatus) => {
    const buttons = new Set(viewers.map((v) => JSON.stringify(cardButton({ ...v, displayStatus }))));
    expect(cardButtonIsViewers(displayStatus)).toBe(buttons.size > 1);
  });
});
