import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '#web/test-support/api-stub.ts';
import { renderInApp, TEST_ORIGIN } from '#web/test-support/render-in-app.tsx';
import { ShareButton } from './share-button.tsx';

const SLUG = 'final-de-bangkok';
const STORY = `/og/story/battle/${SLUG}.png`;
const NATIVE_URL = `${TEST_ORIGIN}/battle/${SLUG}?utm_source=native&utm_medium=share&utm_campaign=votacao`;

/** Gives the browser a Web Share API (`share`, and `canShare` when given) for one test. */
function stubWebShare(share: (data: ShareData) => Promise<void>, canShare?: (data: ShareData) => boolean) {
  const spy = vi.fn(share);
  Object.defineProperty(navigator, 'share', { value: spy, configurable: true, writable: true });
  if (canShare) {
    Object.defineProperty(navigator, 'canShare', {
      value: vi.fn(canShare),
      configurable: true,
      writable: true,
    });
  }
  return spy;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
});

const abort = () => Promise.reject(new DOMException('Share canceled', 'AbortError'));

describe("'Compartilhar' on a phone", () => {
  beforeAll(async () => {
    await import('./share-dialog.tsx');
  });

  it('opens the share sheet with the text and the link tagged utm_source=native, and no menu', async () => {
    const share = stubWebShare(() => Promise.resolve());
    stubApi({});
    const { user } = renderInApp(<ShareButton slugOrId={SLUG} title="Final de Bangkok" />);

    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));

    expect(share).toHaveBeenCalledTimes(1);
    expect(share.mock.calls[0]![0]).toEqual({
      title: 'Final de Bangkok | Yod Arena',
      text: 'Vote na batalha "Final de Bangkok" na Yod Arena!',
      url: NATIVE_URL,
    });
    const url = new URL(share.mock.calls[0]![0].url ?? '');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: 'native',
      utm_medium: 'share',
      utm_campaign: 'votacao',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the menu when the fan closes the sheet (AbortError, no error shown), and the sheet again next time', async () => {
    const share = stubWebShare(abort);
    stubApi({});
    const { user } = renderInApp(<ShareButton slugOrId={SLUG} title="Final de Bangkok" />);

    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compartilhar batalha' });
    expect(within(dialog).getByTestId<HTMLInputElement>('share-url').value).toContain('utm_source=copy');
    expect(screen.queryByText(/Erro|Não foi possível/)).toBeNull();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    share.mockImplementation(() => Promise.resolve());
    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(share).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("a fighter's link and a finished battle's result go to the sheet too", async () => {
    const share = stubWebShare(() => Promise.resolve());
    stubApi({});
    const { user } = renderInApp(
      <ShareButton
        slugOrId={SLUG}
        title="Final de Bangkok"
        fighter={{ username: 'ana', isSelf: false }}
        result={{ champions: ['ana'] }}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Compartilhar o link de ana' }));

    expect(share.mock.calls[0]![0]).toEqual({
      title: 'Final de Bangkok | Yod Arena',
      text: 'ana venceu a batalha "Final de Bangkok" na Yod Arena!',
      url: `${TEST_ORIGIN}/battle/${SLUG}?lutador=ana&utm_source=native&utm_medium=share&utm_campaign=votacao`,
    });
  });
});

describe("'Compartilhar' without a share sheet", () => {
  it('opens the menu, with the Stories image to download', async () => {
    stubApi({});
    const { user } = renderInApp(<ShareButton slugOrId={SLUG} title="Final de Bangkok" />);

    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compartilhar batalha' });
    const stories = within(dialog).getByRole('region', { name: 'Imagem para Stories' });
    const download = within(stories).getByRole('link', { name: 'Baixar imagem' });
    expect(download.getAttribute('href')).toBe(`${TEST_ORIGIN}${STORY}`);
    expect(download.getAttribute('download')).toBe(`yod-arena-${SLUG}-stories.png`);
    expect(within(stories).queryByRole('button', { name: 'Compartilhar imagem' })).toBeNull();
  });
});

describe('the Stories image on a phone that shares files', () => {
  it('is fetched once the menu opens and handed to the sheet as a PNG file', async () => {
    const share = stubWebShare(abort, (data) => (data.files?.length ?? 0) > 0);
    const api = stubApi({
      [`GET ${STORY}`]: () =>
        new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png' } }),
    });
    const { user } = renderInApp(<ShareButton slugOrId={SLUG} title="Final de Bangkok" />);

    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compartilhar batalha' });
    share.mockImplementation(() => Promise.resolve());
    await user.click(await within(dialog).findByRole('button', { name: 'Compartilhar imagem' }));

    expect(api.calls(`GET ${STORY}`)).toHaveLength(1);
    expect(share).toHaveBeenCalledTimes(2);
    const data = share.mock.calls[1]![0];
    const file = data.files?.[0];
    expect(file?.name).toBe(`yod-arena-${SLUG}-stories.png`);
    expect(file?.type).toBe('image/png');
    expect(data.text).toBe(`Vote na batalha "Final de Bangkok" na Yod Arena! ${NATIVE_URL}`);
  });
});
