import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bannerPickResponseSchema } from '#domain/schemas/banners.ts';
import { reply, stubApi } from '#web/test-support/api-stub.ts';
import { renderInApp } from '#web/test-support/render-in-app.tsx';
import { BannerSlot } from './banner-slot.tsx';

function renderSlot(position: 'sidebar' | 'in-content') {
  stubApi({
    [`GET /api/banners/pick?position=${position}&page=profile`]: () =>
      reply(bannerPickResponseSchema, {
        banner: { id: '7', name: 'Academia', imageUrl: '/uploads/ad.png', linkUrl: null },
      }),
  });
  return renderInApp(<BannerSlot position={position} />, { path: '/profile' });
}

describe('a banner slot on a phone', () => {
  it('leaves the 300 × 600 sidebar ad to screens with a side column (never stacked on a phone)', async () => {
    const { container } = renderSlot('sidebar');
    await waitFor(() => expect(container.querySelector('[data-banner-position="sidebar"]')).not.toBeNull());
    expect(container.querySelector('[data-banner-position="sidebar"]')?.className).toContain('max-lg:hidden');
  });

  it('shows an in-content ad at every width', async () => {
    const { container } = renderSlot('in-content');
    await waitFor(() =>
      expect(container.querySelector('[data-banner-position="in-content"]')).not.toBeNull(),
    );
    expect(container.querySelector('[data-banner-position="in-content"]')?.className).not.toContain('hidden');
  });
});
