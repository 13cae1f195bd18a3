import type { APIRequestContext } from '@playwright/test';
import { addParticipant, apiSessionAs, createBattle, findUser, uniqueTitle } from './admin-api.ts';
import { expect } from './fixtures.ts';
import { confirmSignUp } from './verified-account.ts';

export const LONG_NAME_PASSWORD = 'segredo1';

export interface LongNameFan {
  email: string;
  username: string;
  battleSlug: string;
}

/**
 * The layouts' worst case: a confirmed user whose one-word name is 40 characters (the longest
 * allowed), holding 2.500.000 YodCoins (the header's '2,5M Y'), fighting in a battle with a long
 * title, so the name also reaches 'Outros perfis' and the arena card.
 */
export async function createLongNameFan(
  baseURL: string | undefined,
  request: APIRequestContext,
): Promise<LongNameFan> {
  const stamp = Date.now().toString(36);
  const username = `Muaythaisuperlongo${stamp}`.padEnd(40, 'x').slice(0, 40);
  const email = `longo${stamp}@example.com`;
  const res = await request.post('/api/auth/register', {
    data: {
      username,
      email,
      password: LONG_NAME_PASSWORD,
      confirmPassword: LONG_NAME_PASSWORD,
      pixKey: email,
      acceptTerms: true,
    },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  await confirmSignUp(request, email, LONG_NAME_PASSWORD);

  const master = await apiSessionAs(baseURL, 'mestre@yod.test');
  const user = await findUser(master.api, email);
  const adjust = await master.api.post(`/api/admin/wallets/${user.userId}/adjust`, {
    data: { amount: 2_500_000, description: 'Saldo grande para testar o layout' },
  });
  expect(adjust.ok(), await adjust.text()).toBe(true);
  const battle = await createBattle(master.api, {
    title: uniqueTitle('Superdesafiointernacionaldemuaythaicomtitulolongo'),
    status: 'waiting',
    maxParticipants: 6,
  });
  await addParticipant(master.api, battle.id, user.userId);
  await addParticipant(master.api, battle.id, (await findUser(master.api, 'lutador2@yod.test')).userId);
  await master.dispose();
  return { email, username, battleSlug: battle.slug ?? battle.id };
}
