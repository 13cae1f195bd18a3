import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { meResponseSchema } from '#domain/schemas/auth.ts';
import { bannerPickResponseSchema } from '#domain/schemas/banners.ts';
import { battleDetailResponseSchema } from '#domain/schemas/battles.ts';
import BattlePage from '#web/features/battles/battle-page.tsx';
import { battleViewer, openBattle, participant, signedInUser } from '#web/test-support/api-fixtures.ts';
import { reply, stubApi } from '#web/test-support/api-stub.ts';
import { renderInApp, TEST_ORIGIN } from '#web/test-support/render-in-app.tsx';

/** The battle page for ana (a fighter in it, signed in) with bia beside her. */
function renderBattle(url: string, overrides: Parameters<typeof openBattle>[1] = {}) {
  const battle = openBattle([participant('user-ana', 'ana', 12), participant('user-bia', 'bia', 7)], {
    ...overrides,
    viewer: battleViewer({ isParticipant: true, selfParticipantUserId: 'user-ana', balance: 2_500_000 }),
  });
  stubApi({
    'GET /api/me': () => reply(meResponseSchema, { user: signedInUser({ username: 'ana' }) }),
    'GET /api/battles/final-de-bangkok': () => reply(battleDetailResponseSchema, { battle }),
    'GET /api/banners/pick?position=sidebar&page=battle_details': () =>
      reply(bannerPickResponseSchema, { banner: null }),
    'GET /api/banners/pick?position=in-content&page=battle_details': () =>
      reply(bannerPickResponseSchema, { banner: null }),
  });
  return renderInApp(<BattlePage />, { path: '/battle/:idOrSlug', url });
}

describe("a fighter's share link", () => {
  // The dialog is a chunk of its own (share-button.tsx): loaded before the clicks, so the test
  // waits for the dialog and never for a module import on a busy machine.
  beforeAll(async () => {
    await import('./share-dialog.tsx');
  });

  it("offers the fighter 'Compartilhar meu link' and fans 'Compartilhar', each with ?lutador=", async () => {
    const { user } = renderBattle('/battle/final-de-bangkok');

    const own = await screen.findByTestId('participant-ana');
    await user.click(within(own).getByRole('button', { name: 'Compartilhar meu link' }));
    const mine = await screen.findByRole('dialog', { name: 'Compartilhar meu link' });
    expect(within(mine).getByTestId<HTMLInputElement>('share-url').value).toBe(
      `${TEST_ORIGIN}/battle/final-de-bangkok?lutador=ana&utm_source=copy&utm_medium=share&utm_campaign=votacao`,
    );
    await user.keyboard('{Escape}');

    const other = screen.getByTestId('participant-bia');
    expect(within(other).getByRole('button', { name: 'Compartilhar o link de bia' }).textContent).toBe(
      'Compartilhar',
    );
    // Her YodCoins, grouped the pt-BR way, next to the vote buttons.
    expect(screen.getByTestId('voter-balance').textContent).toBe('2.500.000 YodCoins');
  });

  it('opened from a link, highlights that fighter (the name matched case-insensitively)', async () => {
    renderBattle('/battle/final-de-bangkok?lutador=BIA&utm_source=whatsapp');

    const bia = await screen.findByTestId('participant-bia');
    expect(bia.getAttribute('data-highlighted')).toBe('true');
    expect(screen.getByTestId('participant-ana').getAttribute('data-highlighted')).toBeNull();
  });
});

describe("a finished battle's share buttons", () => {
  beforeAll(async () => {
    await import('./share-dialog.tsx');
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it("stay, and share the result: the battle's and each fighter's", async () => {
    const share = vi.fn((_: ShareData) => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
    const ended = new Date(Date.now() - 3600_000).toISOString();
    const { user } = renderBattle('/battle/final-de-bangkok', {
      status: 'finished',
      displayStatus: 'finished',
      startTime: new Date(Date.now() - 48 * 3600_000).toISOString(),
      endTime: ended,
      winners: ['user-ana'],
    });

    const status = await screen.findByTestId('share-open');
    await user.click(status);
    expect(share.mock.calls[0]![0].text).toBe(
      'Batalha "Final de Bangkok" encerrada na Yod Arena. Campeão: ana! Veja o resultado.',
    );
    await user.click(
      within(screen.getByTestId('participant-ana')).getByRole('button', { name: 'Compartilhar meu link' }),
    );
    expect(share.mock.calls[1]![0].text).toBe(
      'Venci a batalha "Final de Bangkok" na Yod Arena! Obrigado pelos votos!',
    );
  });
});
