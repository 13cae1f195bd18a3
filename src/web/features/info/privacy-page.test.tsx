import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meResponseSchema } from '#domain/schemas/auth.ts';
import { profileStatsSchema, publicProfileSchema } from '#domain/schemas/profiles.ts';
import { publicSettingsSchema } from '#domain/schemas/settings.ts';
import { reply, stubApi } from '#web/test-support/api-stub.ts';
import { renderInApp } from '#web/test-support/render-in-app.tsx';
import { PUBLIC_PROFILE_WORDS } from './privacy-data-sections.tsx';
import PrivacyPage from './privacy-page.tsx';

/** What the public profile answer shows anyone, read from its schema: stats field by field. */
const publicFields = Object.keys(publicProfileSchema.shape).flatMap((key) =>
  key === 'stats' ? Object.keys(profileStatsSchema.shape).map((stat) => `stats.${stat}`) : [key],
);

describe('Privacy Policy: what is public', () => {
  it('has words for every field of the public profile', () => {
    expect(publicFields.filter((field) => !Object.hasOwn(PUBLIC_PROFILE_WORDS, field))).toEqual([]);
  });

  it('says each of them on the page', async () => {
    stubApi({
      'GET /api/me': () => reply(meResponseSchema, { user: null }),
      'GET /api/settings/public': () =>
        reply(publicSettingsSchema, {
          dailyYodcoins: 3,
          guestVotesPerDay: 1,
          operatorLegalName: '',
          operatorCnpj: '',
        }),
    });
    renderInApp(<PrivacyPage />, { path: '/privacy' });
    const text = (await screen.findByRole('heading', { name: '3. O que fica público' })).closest(
      'section',
    )?.textContent;
    const unsaid = Object.entries(PUBLIC_PROFILE_WORDS).flatMap(([field, words]) =>
      words.filter((w) => !text?.includes(w)).map((w) => `${field}: ${w}`),
    );
    expect(unsaid).toEqual([]);
  });
});
