import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '#web/test-support/api-stub.ts';
import { findToast, renderInApp, TEST_ORIGIN } from '#web/test-support/render-in-app.tsx';
import { ShareButton } from './share-button.tsx';
import { COPY_RESET_MS } from './share-dialog.tsx';

const SLUG = 'final-de-bangkok';
const BATTLE_URL = `${TEST_ORIGIN}/battle/${SLUG}`;

/** The battle page's 'Compartilhar' (the lazy gate), opened as a visitor would. */
async function openShareDialog() {
  stubApi({});
  const view = renderInApp(<ShareButton slugOrId={SLUG} title="Final de Bangkok" />);
  await view.user.click(screen.getByRole('button', { name: 'Compartilhar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Compartilhar batalha' });
  return { ...view, dialog };
}

/** Runs the fake clock up to `instant`. */
const advanceTo = (instant: number) =>
  act(() => vi.advanceTimersByTimeAsync(Math.max(0, instant - Date.now())));

function hrefOf(dialog: HTMLElement, name: RegExp | string): string {
  return within(dialog).getByRole('link', { name }).getAttribute('href') ?? '';
}

/** The battle link inside a share link's `param` (after the invitation text, if any). */
function battleLinkIn(href: string, param: string): URL {
  const value = new URLSearchParams(href.slice(href.indexOf('?') + 1)).get(param) ?? '';
  return new URL(value.slice(value.indexOf(TEST_ORIGIN)));
}

describe('share dialog', () => {
  // The dialog is a chunk of its own (share-button.tsx), loaded once before the tests open it.
  beforeAll(async () => {
    await import('./share-dialog.tsx');
  });
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("tags each network's link with its own utm_source", async () => {
    const { dialog } = await openShareDialog();

    const whatsapp = hrefOf(dialog, /WhatsApp/);
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(new URL(whatsapp).searchParams.get('text')).toMatch(
      /^Vote na batalha "Final de Bangkok" na Yod Arena! /,
    );
    const facebook = hrefOf(dialog, /Facebook/);
    expect(facebook).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
    const email = hrefOf(dialog, 'E-mail');
    expect(email).toMatch(/^mailto:\?subject=Final%20de%20Bangkok&body=/);
    const copy = within(dialog).getByLabelText<HTMLInputElement>('Link da batalha').value;

    for (const [url, source] of [
      [battleLinkIn(whatsapp, 'text'), 'whatsapp'],
      [battleLinkIn(facebook, 'u'), 'facebook'],
      [battleLinkIn(email, 'body'), 'email'],
      [new URL(copy), 'copy'],
    ] as const) {
      expect(`${url.origin}${url.pathname}`).toBe(BATTLE_URL);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        utm_source: source,
        utm_medium: 'share',
        utm_campaign: 'votacao',
      });
    }
  });

  it("copies the link, confirms with 'Link copiado!' and resets after 2 s", async () => {
    const { user, dialog } = await openShareDialog();

    const clickedAt = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Copiar link' }));
    const copiedBy = Date.now();

    const copied = within(dialog).getByRole('button', { name: 'Link copiado!' });
    expect(copied.textContent).toBe('Copiado!');
    expect(await navigator.clipboard.readText()).toBe(
      `${BATTLE_URL}?utm_source=copy&utm_medium=share&utm_campaign=votacao`,
    );

    // The confirmation started between clickedAt and copiedBy (fake clock) and lasts 2 s.
    await advanceTo(clickedAt + COPY_RESET_MS - 50);
    expect(within(dialog).queryByRole('button', { name: 'Link copiado!' })).not.toBeNull();
    await advanceTo(copiedBy + COPY_RESET_MS + 10);
    const reset = within(dialog).getByRole('button', { name: 'Copiar link' });
    expect(reset.textContent).toBe('Copiar');

    // The toast said it too (its 4 s are not over yet).
    expect(await findToast('Link copiado!')).toBeTruthy();
  });

  it('a second copy restarts the 2 s', async () => {
    const { user, dialog } = await openShareDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Copiar link' }));
    await act(() => vi.advanceTimersByTimeAsync(COPY_RESET_MS - 500));
    const clickedAt = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Link copiado!' }));
    const copiedBy = Date.now();

    await advanceTo(clickedAt + COPY_RESET_MS - 50);
    expect(within(dialog).queryByRole('button', { name: 'Link copiado!' })).not.toBeNull();
    await advanceTo(copiedBy + COPY_RESET_MS + 10);
    expect(within(dialog).queryByRole('button', { name: 'Copiar link' })).not.toBeNull();
  });
});
