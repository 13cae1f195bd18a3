import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BAN_EXPIRED_TEXT } from '#domain/accounts/ban.ts';
import { type ActiveBan, meResponseSchema } from '#domain/schemas/auth.ts';
import { BanGate } from '#web/app/ban-gate.tsx';
import { signedInUser } from '#web/test-support/api-fixtures.ts';
import { reply, stubApi } from '#web/test-support/api-stub.ts';
import { renderInApp } from '#web/test-support/render-in-app.tsx';

const TICK_MS = 1000;
const COUNTDOWN = /^Expira em (\d+) segundos? \((\d{2}\/\d{2}\/\d{4} \d{2}:\d{2})\)$/;

/** The app as a banned user opens it: the session says banned, the gate shows the dialog. */
async function openAsBanned(ban: ActiveBan) {
  stubApi({ 'GET /api/me': () => reply(meResponseSchema, { user: signedInUser({ ban }) }) });
  renderInApp(
    <BanGate>
      <p>Arena</p>
    </BanGate>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Conta banida' });
  expect(screen.queryByText('Arena')).toBeNull();
  return dialog;
}

/** Seconds left as the dialog states them ('Expira em 9 segundos (…)'). */
function secondsShown(dialog: HTMLElement): number {
  const text = within(dialog).getByText(/^Expira em/).textContent ?? '';
  const match = COUNTDOWN.exec(text);
  if (!match) throw new Error(`not a countdown: ${text}`);
  return Number(match[1]);
}

const tick = () => act(() => vi.advanceTimersByTimeAsync(TICK_MS));

describe('ban dialog', () => {
  // BanGate loads the dialog lazily: loaded once before the tests, with real timers.
  beforeAll(async () => {
    await import('./ban-dialog.tsx');
  });
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("counts down to the expiry every second, then says 'Banimento expirado'", async () => {
    const expiresAt = Date.now() + 10_000;
    const dialog = await openAsBanned({
      reason: 'Ofensas no chat',
      bannedByUsername: 'moderador',
      expiresAt: new Date(expiresAt).toISOString(),
    });
    expect(within(dialog).getByText(/^Sua conta está banida\. Motivo: Ofensas no chat\./)).toBeTruthy();
    expect(within(dialog).getByText('moderador')).toBeTruthy();

    // From the first tick on, every second takes exactly one second off.
    await tick();
    const first = secondsShown(dialog);
    expect(Math.abs(first - (expiresAt - Date.now()) / 1000)).toBeLessThanOrEqual(1);
    expect(first).toBeGreaterThanOrEqual(3);
    await tick();
    expect(secondsShown(dialog)).toBe(first - 1);
    await tick();
    expect(secondsShown(dialog)).toBe(first - 2);
    expect(within(dialog).queryByText(BAN_EXPIRED_TEXT)).toBeNull();

    // Still counting just before the expiry; expired by the first tick after it.
    await act(() => vi.advanceTimersByTimeAsync(expiresAt - Date.now() - TICK_MS - 50));
    expect(secondsShown(dialog)).toBeLessThanOrEqual(2);
    await act(() => vi.advanceTimersByTimeAsync(expiresAt - Date.now() + TICK_MS));
    expect(within(dialog).getByRole('status').textContent).toBe(BAN_EXPIRED_TEXT);
    expect(within(dialog).queryByText(/^Expira em/)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Sair' })).toBeTruthy();
  });

  it('shows a permanent ban without a countdown', async () => {
    const dialog = await openAsBanned({ reason: 'Fraude', bannedByUsername: null, expiresAt: null });

    expect(within(dialog).getByText(/O banimento é permanente\.$/)).toBeTruthy();
    expect(within(dialog).getByText('Banimento permanente')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(5 * TICK_MS));
    expect(within(dialog).queryByText(/^Expira em/)).toBeNull();
    expect(within(dialog).queryByText(BAN_EXPIRED_TEXT)).toBeNull();
    expect(within(dialog).queryByText('Banido por')).toBeNull();
  });

  it('offers a way to contact support besides Sair', async () => {
    const dialog = await openAsBanned({ reason: 'Fraude', bannedByUsername: null, expiresAt: null });
    const contact = within(dialog).getByRole('link', { name: /suporte@/ });
    expect(contact.getAttribute('href')).toMatch(/^mailto:suporte@yodarena\.com\.br\?subject=/);
    expect(within(dialog).getByRole('button', { name: 'Sair' })).toBeTruthy();
  });
});
