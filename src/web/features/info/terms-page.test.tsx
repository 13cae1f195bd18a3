import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meResponseSchema } from '#domain/schemas/auth.ts';
import { publicSettingsSchema } from '#domain/schemas/settings.ts';
import { reply, stubApi } from '#web/test-support/api-stub.ts';
import { renderInApp } from '#web/test-support/render-in-app.tsx';
import TermsPage from './terms-page.tsx';

const settings = { dailyYodcoins: 3, guestVotesPerDay: 1 };

describe('Terms of Use: who pays the prizes and when', () => {
  it('names the configured operator with its CNPJ and gives the payment deadline', async () => {
    stubApi({
      'GET /api/me': () => reply(meResponseSchema, { user: null }),
      'GET /api/settings/public': () =>
        reply(publicSettingsSchema, {
          ...settings,
          operatorLegalName: 'Yod Arena Eventos Ltda.',
          operatorCnpj: '11222333000181',
        }),
    });
    renderInApp(<TermsPage />, { path: '/terms' });
    expect(
      await screen.findByText(/operada por Yod Arena Eventos Ltda\., CNPJ 11\.222\.333\/0001-81/),
    ).toBeTruthy();
    expect(screen.getByText('até 7 dias úteis após o fim da batalha')).toBeTruthy();
  });

  it('says so in neutral words while no operator is configured', async () => {
    stubApi({
      'GET /api/me': () => reply(meResponseSchema, { user: null }),
      'GET /api/settings/public': () =>
        reply(publicSettingsSchema, { ...settings, operatorLegalName: '', operatorCnpj: '' }),
    });
    renderInApp(<TermsPage />, { path: '/terms' });
    expect((await screen.findByTestId('operator-identification')).textContent).toContain(
      'A razão social e o CNPJ da empresa responsável',
    );
    expect(screen.queryByText(/CNPJ \d/)).toBeNull();
  });
});
