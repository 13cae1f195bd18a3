import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meResponseSchema } from '#domain/schemas/auth.ts';
import { bannerPickResponseSchema } from '#domain/schemas/banners.ts';
import { battleDetailResponseSchema, battleListResponseSchema } from '#domain/schemas/battles.ts';
import {
  type GuestVoteChallenge,
  guestVoteChallengeSchema,
  guestVoteResponseSchema,
  guestVoteStatusSchema,
  voteResponseSchema,
} from '#domain/schemas/votes.ts';
import { MIN_VOTE_GAP_MS } from '#domain/votes/vote-limits.ts';
import BattlePage from '#web/features/battles/battle-page.tsx';
import { battleViewer, openBattle, participant, signedInUser } from '#web/test-support/api-fixtures.ts';
import { type ApiRoutes, deferred, reply, replyError, stubApi } from '#web/test-support/api-stub.ts';
import { findToast, renderInApp } from '#web/test-support/render-in-app.tsx';
import { VOTE_MESSAGE_MS } from './use-vote-controller.ts';

// The guest's proof of work is the one piece stubbed beside the network: solving a real
// challenge takes CPU time the test has no use for.
const solveProofOfWork = vi.hoisted(() =>
  vi.fn<(challenge: GuestVoteChallenge, signal?: AbortSignal) => Promise<string>>(),
);
vi.mock(import('#web/shared/proof-of-work/solve-challenge.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  solveProofOfWork,
}));

const VOTES = 'POST /api/battles/battle-1/votes';
const GUEST_VOTES = 'POST /api/battles/battle-1/guest-votes';
const CHALLENGE = 'GET /api/guest-votes/challenge';
const GUEST_STATUS = 'GET /api/battles/battle-1/guest-vote';
const guestVoteLeft = () =>
  reply(guestVoteStatusSchema, { available: true, availableAt: null, votedParticipantUserIds: [] });

const challenge: GuestVoteChallenge = guestVoteChallengeSchema.parse({
  parameters: {
    algorithm: 'SHA-256',
    nonce: 'bm9uY2U',
    salt: 'c2FsdA',
    cost: 5000,
    keyLength: 32,
    keyPrefix: '00',
    expiresAt: Date.now() + 300_000,
  },
  signature: 'c2lnbmF0dXJl',
});

/** The battle page (ana 12 votes, bia 7, votes open) with the session and vote routes of the test. */
function renderBattle(routes: ApiRoutes) {
  const battle = openBattle([participant('user-ana', 'ana', 12), participant('user-bia', 'bia', 7)]);
  const api = stubApi({
    'GET /api/battles/final-de-bangkok': () => reply(battleDetailResponseSchema, { battle }),
    'GET /api/banners/pick?position=sidebar&page=battle_details': () =>
      reply(bannerPickResponseSchema, { banner: null }),
    'GET /api/banners/pick?position=in-content&page=battle_details': () =>
      reply(bannerPickResponseSchema, { banner: null }),
    // After a vote, the way on: the arena's head holds this battle first, then another open one.
    'GET /api/battles?limit=4': () =>
      reply(battleListResponseSchema, {
        battles: [
          { ...battle, leaders: [] },
          { ...openBattle([], { id: 'battle-2', slug: 'outra-batalha', title: 'Outra' }), leaders: [] },
        ],
        nextCursor: null,
      }),
    ...routes,
  });
  const view = renderInApp(<BattlePage />, { path: '/battle/:idOrSlug', url: '/battle/final-de-bangkok' });
  return { api, ...view };
}

/** The participant's vote count as the row shows it. */
function votesOf(username: string): string {
  return within(row(username)).getByTestId(`votes-${username}`).textContent ?? '';
}

function row(username: string): HTMLElement {
  const list = screen.getByRole('list', { name: 'Participantes' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByRole('link', { name: username }));
  if (!item) throw new Error(`no participant ${username}`);
  return item;
}

/** The line under the participant that announces the vote's result. */
function resultLine(username: string): string {
  return within(row(username)).getByRole('status').textContent ?? '';
}

function voteButton(username: string): HTMLButtonElement {
  return within(row(username)).getByTestId<HTMLButtonElement>(`vote-${username}`);
}

/** 'Votar em …' once the session is known (before that a click would not know how to vote). */
async function readyVoteButton(username: string): Promise<HTMLButtonElement> {
  const button = await screen.findByRole<HTMLButtonElement>('button', { name: `Votar em ${username}` });
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

/** Waits for the result line and returns when it was first seen (fake clock). */
async function resultShown(username: string, text: string): Promise<number> {
  await waitFor(() => expect(resultLine(username)).toBe(text), { interval: 10 });
  return Date.now();
}

/**
 * The result stays VOTE_MESSAGE_MS from the moment it appeared (at most ~10 ms before `shownAt`,
 * the polling interval), then the line empties.
 */
async function expectShownFor4s(username: string, text: string, shownAt: number) {
  await act(() => vi.advanceTimersByTimeAsync(shownAt + VOTE_MESSAGE_MS - 150 - Date.now()));
  expect(resultLine(username)).toBe(text);
  await act(() => vi.advanceTimersByTimeAsync(shownAt + VOTE_MESSAGE_MS + 50 - Date.now()));
  expect(resultLine(username)).toBe('');
}

const signedIn = () => reply(meResponseSchema, { user: signedInUser({ balance: 5 }) });

/** The battle page's answer for a signed-in fan holding `balance` YodCoins. */
const battleForBalance = (balance: number) => () =>
  reply(battleDetailResponseSchema, {
    battle: {
      ...openBattle([participant('user-ana', 'ana', 12), participant('user-bia', 'bia', 7)]),
      viewer: battleViewer({ balance }),
    },
  });
const guest = () => reply(meResponseSchema, { user: null });

describe('vote controller', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    solveProofOfWork.mockReset();
    // Which browser cast a guest vote is remembered there (guest-vote-memory.ts).
    window.localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('signed in', () => {
    it("shows 'Votando...' while the vote is sent, then the new balance for 4 s", async () => {
      const answer = deferred<Response>();
      const { api, user } = renderBattle({ 'GET /api/me': signedIn, [VOTES]: () => answer.promise });

      const idle = await readyVoteButton('bia');
      expect(idle.textContent).toBe('Votar');
      expect(resultLine('bia')).toBe('');
      await user.click(idle);

      const sending = voteButton('bia');
      expect(sending.textContent).toBe('Votando...');
      expect(sending.getAttribute('aria-label')).toBe('Votando...');
      expect(sending.disabled).toBe(true);
      // One vote in flight per page: the other fighters wait too.
      expect(voteButton('ana').disabled).toBe(true);
      expect(api.calls(VOTES).map((r) => r.body)).toEqual([{ participantUserId: 'user-bia' }]);

      answer.resolve(reply(voteResponseSchema, { balance: 4, participantUserId: 'user-bia', votesCount: 8 }));
      const shownAt = await resultShown('bia', 'Voto registrado! YodCoin debitada. Saldo atual: 4');
      // Said once, on the card: no toast repeating it.
      expect(screen.queryByText('Voto registrado!', { exact: true })).toBeNull();
      // The page takes the answer at once: the count moves and bia is marked as voted.
      expect(votesOf('bia')).toBe('8');
      expect(voteButton('bia').textContent).toBe('Você já votou');
      expect(screen.getByTestId('voter-balance').textContent).toBe('4 YodCoins');
      // The 5 s gap counts down on the other buttons instead of waiting for a refusal.
      expect(voteButton('ana').textContent).toBe('Aguarde 5s');
      expect(voteButton('ana').disabled).toBe(true);
      expect(resultLine('ana')).toBe('');

      await expectShownFor4s('bia', 'Voto registrado! YodCoin debitada. Saldo atual: 4', shownAt);
    });

    it("shows the server's refusal for 4 s", async () => {
      const { user } = renderBattle({
        'GET /api/me': signedIn,
        [VOTES]: () => replyError('VOTE_TOO_SOON', 'Aguarde 3 segundos para votar novamente.'),
      });

      await user.click(await readyVoteButton('ana'));

      const shownAt = await resultShown('ana', 'Aguarde 3 segundos para votar novamente.');
      await expectShownFor4s('ana', 'Aguarde 3 segundos para votar novamente.', shownAt);
      // Said once, on the card: no toast repeating it.
      expect(await findToast('Aguarde 3 segundos para votar novamente.').catch(() => null)).toBeNull();
    });

    it('shows the balance with the one-vote-per-fighter rule, and other battles once voted', async () => {
      const { user } = renderBattle({
        'GET /api/me': signedIn,
        'GET /api/battles/final-de-bangkok': battleForBalance(5),
        [VOTES]: () =>
          reply(voteResponseSchema, { balance: 4, participantUserId: 'user-bia', votesCount: 8 }),
      });
      const button = await readyVoteButton('bia');
      expect(screen.getByTestId('voter-status').textContent).toContain(
        'Você tem 5 YodCoins · 1 voto por lutador nesta batalha',
      );
      // Before the vote the link leads to the arena's open battles: the box keeps its size.
      const link = screen.getByTestId('other-battles');
      expect(link.getAttribute('href')).toBe('/arena?tab=open');

      await user.click(button);

      // Then to another battle taking votes, never the one just voted in.
      await waitFor(() => expect(link.getAttribute('href')).toBe('/battle/outra-batalha'));
    });

    it("at 0 YodCoins shows 'Sem YodCoins hoje' disabled and when new ones come, and sends nothing", async () => {
      // 30 s short of 14h32: the label rounds minutes up, and the page's clock may lag the test's a little.
      const nextAt = new Date(Date.now() + (14 * 60 + 32) * 60_000 - 30_000).toISOString();
      const { api, user } = renderBattle({
        'GET /api/me': () =>
          reply(meResponseSchema, {
            user: signedInUser({ balance: 0, dailyGrant: { lastDay: null, nextAt } }),
          }),
        'GET /api/battles/final-de-bangkok': battleForBalance(0),
      });

      await waitFor(() => expect(voteButton('ana').textContent).toBe('Sem YodCoins hoje'));
      expect(voteButton('ana').disabled).toBe(true);
      expect((await screen.findByTestId('voter-no-coins')).textContent).toContain('Novas YodCoins em 14h32');
      await user.click(voteButton('ana'));
      expect(api.calls(VOTES)).toHaveLength(0);
    });

    it('sends one vote for a double click, and takes the next vote once it is settled', async () => {
      const first = deferred<Response>();
      const second = deferred<Response>();
      const { api, user } = renderBattle({
        'GET /api/me': signedIn,
        [VOTES]: () => (api.calls(VOTES).length === 1 ? first.promise : second.promise),
      });

      await user.dblClick(await readyVoteButton('bia'));
      expect(api.calls(VOTES)).toHaveLength(1);

      const answeredAt = Date.now();
      first.resolve(reply(voteResponseSchema, { balance: 4, participantUserId: 'user-bia', votesCount: 8 }));
      const shownAt = await resultShown('bia', 'Voto registrado! YodCoin debitada. Saldo atual: 4');
      await act(() => vi.advanceTimersByTimeAsync(2_000));
      // The gap started when the page took the answer, between answeredAt and shownAt on the fake
      // clock (which also runs with real time, so more than 2 s may be gone on a busy machine);
      // the page clock ticks once a second and may be one tick behind. Idle: 3 s left, or 4.
      const now = Date.now();
      const fewest = Math.ceil((answeredAt + MIN_VOTE_GAP_MS - now) / 1000);
      const most = Math.ceil((shownAt + MIN_VOTE_GAP_MS - now) / 1000) + 1;
      const waiting = Number(/^Aguarde (\d)s$/.exec(voteButton('ana').textContent ?? '')?.[1]);
      expect(waiting).toBeGreaterThanOrEqual(Math.max(1, fewest));
      expect(waiting).toBeLessThanOrEqual(most);
      await act(() => vi.advanceTimersByTimeAsync(3_100));
      await user.click(await readyVoteButton('ana'));
      expect(api.calls(VOTES).map((r) => r.body)).toEqual([
        { participantUserId: 'user-bia' },
        { participantUserId: 'user-ana' },
      ]);
      second.resolve(
        reply(voteResponseSchema, { balance: 3, participantUserId: 'user-ana', votesCount: 13 }),
      );
      await resultShown('ana', 'Voto registrado! YodCoin debitada. Saldo atual: 3');
    });

    it('ignores a second click that lands before React re-renders', async () => {
      const { api } = renderBattle({
        'GET /api/me': signedIn,
        [VOTES]: () =>
          reply(voteResponseSchema, { balance: 4, participantUserId: 'user-bia', votesCount: 8 }),
      });
      const button = await readyVoteButton('bia');

      // Both clicks inside one act(): React has not re-rendered, so the button is still enabled
      // when the second arrives (the case the controller's ref guards against); user-event lets
      // React re-render between its clicks.
      act(() => {
        fireEvent.click(button);
        fireEvent.click(button);
      });

      await resultShown('bia', 'Voto registrado! YodCoin debitada. Saldo atual: 4');
      expect(api.calls(VOTES)).toHaveLength(1);
    });
  });

  describe('guest', () => {
    it("solves the proof of work ('Verificando…'), sends the vote ('Votando...'), shows the result for 4 s", async () => {
      const solved = deferred<string>();
      solveProofOfWork.mockReturnValue(solved.promise);
      const answer = deferred<Response>();
      const { api, user } = renderBattle({
        'GET /api/me': guest,
        [GUEST_STATUS]: guestVoteLeft,
        [CHALLENGE]: () => reply(guestVoteChallengeSchema, challenge),
        [GUEST_VOTES]: () => answer.promise,
      });

      await user.click(await readyVoteButton('ana'));

      expect(voteButton('ana').textContent).toBe('Verificando…');
      expect(voteButton('ana').disabled).toBe(true);
      await waitFor(() => expect(solveProofOfWork).toHaveBeenCalledTimes(1));
      expect(solveProofOfWork.mock.calls[0]?.[0]).toEqual(challenge);
      expect(api.calls(GUEST_VOTES)).toHaveLength(0);

      solved.resolve('c29sdmVk');
      await waitFor(() => expect(voteButton('ana').textContent).toBe('Votando...'));
      expect(voteButton('bia').disabled).toBe(true);
      await waitFor(() => expect(api.calls(GUEST_VOTES)).toHaveLength(1));
      expect(api.calls(GUEST_VOTES)[0]?.body).toEqual({ participantUserId: 'user-ana', altcha: 'c29sdmVk' });

      answer.resolve(reply(guestVoteResponseSchema, { participantUserId: 'user-ana', votesCount: 13 }));
      const shownAt = await resultShown('ana', 'Voto anônimo registrado!');
      expect(screen.queryAllByText('Voto anônimo registrado!', { exact: true })).toHaveLength(1);
      expect(votesOf('ana')).toBe('13');
      expect(voteButton('ana').textContent).toBe('Votar');
      await expectShownFor4s('ana', 'Voto anônimo registrado!', shownAt);
    });

    it("after this browser's own guest vote, the box says 'Você já usou', keeping its parts", async () => {
      solveProofOfWork.mockResolvedValue('c29sdmVk');
      let used = false;
      const { user } = renderBattle({
        'GET /api/me': guest,
        [GUEST_STATUS]: () =>
          reply(guestVoteStatusSchema, {
            available: !used,
            availableAt: used ? '2026-11-25T15:00:00.000Z' : null,
            votedParticipantUserIds: used ? ['user-ana'] : [],
          }),
        [CHALLENGE]: () => reply(guestVoteChallengeSchema, challenge),
        [GUEST_VOTES]: () => {
          used = true;
          return reply(guestVoteResponseSchema, { participantUserId: 'user-ana', votesCount: 13 });
        },
      });
      // The sign-up button is there from the start: the box does not grow when the status comes.
      expect((await screen.findByTestId('guest-signup')).textContent).toBe(
        'Crie sua conta e ganhe 3 YodCoins por dia',
      );
      await user.click(await readyVoteButton('ana'));
      await resultShown('ana', 'Voto anônimo registrado!');
      await waitFor(() =>
        expect(screen.getByTestId('guest-vote-used').textContent).toBe(
          'Você já usou seu voto de visitante nesta conexão; ele volta em 25/11/2026 12:00.',
        ),
      );
      expect(screen.getByTestId('guest-signup')).toBeTruthy();
    });

    it('drops the vote when the visitor leaves the page while it is being prepared', async () => {
      const issued = deferred<Response>();
      const { api, user, unmount } = renderBattle({
        'GET /api/me': guest,
        [GUEST_STATUS]: guestVoteLeft,
        [CHALLENGE]: () => issued.promise,
      });

      await user.click(await readyVoteButton('ana'));
      expect(api.calls(CHALLENGE)).toHaveLength(1);
      unmount();
      issued.resolve(reply(guestVoteChallengeSchema, challenge));
      await act(() => vi.advanceTimersByTimeAsync(100));

      expect(solveProofOfWork).not.toHaveBeenCalled();
      expect(api.calls(GUEST_VOTES)).toHaveLength(0);
    });

    it('solves the proof of work while the page is idle, so the tap sends the vote at once', async () => {
      solveProofOfWork.mockResolvedValue('c29sdmVk');
      const answer = deferred<Response>();
      const { api, user } = renderBattle({
        'GET /api/me': guest,
        [GUEST_STATUS]: guestVoteLeft,
        [CHALLENGE]: () => reply(guestVoteChallengeSchema, challenge),
        [GUEST_VOTES]: () => answer.promise,
      });
      const button = await readyVoteButton('ana');
      await act(() => vi.advanceTimersByTimeAsync(2_500));
      await waitFor(() => expect(solveProofOfWork).toHaveBeenCalledTimes(1));
      await act(() => vi.advanceTimersByTimeAsync(10));

      await user.click(button);

      // No 'Verificando…': the proof was ready before the tap.
      expect(voteButton('ana').textContent).toBe('Votando...');
      await waitFor(() => expect(api.calls(GUEST_VOTES)).toHaveLength(1));
      answer.resolve(reply(guestVoteResponseSchema, { participantUserId: 'user-ana', votesCount: 13 }));
      await resultShown('ana', 'Voto anônimo registrado!');
      expect(api.calls(CHALLENGE)).toHaveLength(1);
      expect(solveProofOfWork).toHaveBeenCalledTimes(1);
    });

    it('asks for one challenge and sends one vote for a double click', async () => {
      solveProofOfWork.mockResolvedValue('c29sdmVk');
      const { api, user } = renderBattle({
        'GET /api/me': guest,
        [GUEST_STATUS]: guestVoteLeft,
        [CHALLENGE]: () => reply(guestVoteChallengeSchema, challenge),
        [GUEST_VOTES]: () =>
          reply(guestVoteResponseSchema, { participantUserId: 'user-ana', votesCount: 13 }),
      });

      await user.dblClick(await readyVoteButton('ana'));

      await resultShown('ana', 'Voto anônimo registrado!');
      expect(api.calls(CHALLENGE)).toHaveLength(1);
      expect(solveProofOfWork).toHaveBeenCalledTimes(1);
      expect(api.calls(GUEST_VOTES)).toHaveLength(1);
    });

    it('tells a visitor whose guest vote is used before any proof of work, and marks their fighter', async () => {
      const { api, user } = renderBattle({
        'GET /api/me': guest,
        [GUEST_STATUS]: () =>
          reply(guestVoteStatusSchema, {
            available: false,
            availableAt: '2026-11-25T15:00:00.000Z',
            votedParticipantUserIds: ['user-bia'],
          }),
      });

      expect((await screen.findByTestId('guest-vote-used')).textContent).toBe(
        'Alguém nesta conexão (Wi-Fi ou rede móvel) já usou o voto de visitante; ele volta em 25/11/2026 12:00.',
      );
      // The way on is an account, back to this battle after signing up.
      const signup = screen.getByTestId('guest-signup');
      expect(signup.textContent).toBe('Crie sua conta e ganhe 3 YodCoins por dia');
      expect(signup.getAttribute('href')).toBe('/register?from=%2Fbattle%2Ffinal-de-bangkok');
      await waitFor(() => expect(voteButton('bia').textContent).toBe('Você já votou'));
      expect(voteButton('ana').disabled).toBe(true);
      await user.click(voteButton('ana'));
      expect(api.calls(CHALLENGE)).toHaveLength(0);
      expect(solveProofOfWork).not.toHaveBeenCalled();
    });
  });
});
