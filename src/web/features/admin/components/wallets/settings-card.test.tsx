import { useQueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type AdminSettings, adminSettingsSchema } from '#domain/schemas/admin-settings.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { reply, stubApi } from '#web/test-support/api-stub.ts';
import { renderInApp } from '#web/test-support/render-in-app.tsx';
import { SettingsCard } from './settings-card.tsx';

const saved: AdminSettings = {
  dailyYodcoins: 3,
  guestVotesPerDay: 1,
  updatedAt: '2026-11-26T12:00:00.000Z',
  updatedByUsername: 'Mestre',
  flagNewAccountVotes: 20,
  flagGuestNetworkVotes: 10,
  flagSignupNetworkAccounts: 5,
};

let refetch: () => Promise<void> = async () => {};
function WithRefetch() {
  const queryClient = useQueryClient();
  refetch = () => queryClient.invalidateQueries({ queryKey: queryKeys.adminSettings });
  return <SettingsCard />;
}

describe('settings card: a save never writes back what someone else changed', () => {
  it('keeps what the admin typed across a refetch, follows the untouched fields, and sends only a changed threshold', async () => {
    let current = saved;
    const api = stubApi({
      'GET /api/admin/settings': () => reply(adminSettingsSchema, current),
      'PUT /api/admin/settings': () => reply(adminSettingsSchema, current),
    });
    const { user } = renderInApp(<WithRefetch />);
    const daily = (await screen.findByLabelText('YodCoins diárias')) as HTMLInputElement;
    await user.clear(daily);
    await user.type(daily, '5');

    // Another admin moved a threshold meanwhile; the page refetches (window focus, another save).
    current = { ...saved, flagGuestNetworkVotes: 40 };
    await refetch();
    await waitFor(() =>
      expect((screen.getByLabelText('Votos de visitantes por rede') as HTMLInputElement).value).toBe('40'),
    );
    expect(daily.value).toBe('5');

    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    await waitFor(() => expect(api.calls('PUT /api/admin/settings')).toHaveLength(1));
    expect(api.calls('PUT /api/admin/settings')[0]?.body).toEqual({ dailyYodcoins: 5, guestVotesPerDay: 1 });
  });
});
