import { addParticipant, apiSessionAs, createBattle, findUser, uniqueTitle } from './support/admin-api.ts';
import { expect, loginAs, test } from './support/fixtures.ts';
import { verifiedAccount } from './support/verified-account.ts';

// Fan and fighters are new accounts of their own: a demo account may be banned by another journey
// in the same worker. The first fighter wins with the fan's vote, the second has none.
const PASSWORD = 'segredo1';

test.use({ viewport: { width: 390, height: 844 } });

test('a fan who voted is told her fighter is champion, with a link to share it', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const title = uniqueTitle('E2E Resultado do Fã');
  const champion = await verifiedAccount(request, 'Campeao', PASSWORD);
  const other = await verifiedAccount(request, 'Vice', PASSWORD);
  const winner = champion.username;
  const admin = await apiSessionAs(baseURL, 'admin@yod.test');
  const battle = await createBattle(admin.api, {
    title,
    status: 'active',
    startTime: new Date(Date.now() - 3600_000),
    endTime: new Date(Date.now() + 25_000),
    maxParticipants: 4,
  });
  await addParticipant(admin.api, battle.id, (await findUser(admin.api, champion.email)).userId);
  await addParticipant(admin.api, battle.id, (await findUser(admin.api, other.email)).userId);
  await admin.dispose();

  const fan = await verifiedAccount(request, 'Torcida', PASSWORD);
  await loginAs(page, fan.email, PASSWORD);
  await page.goto(`/battle/${battle.slug ?? battle.id}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByTestId(`vote-${winner}`).click();
  await expect(page.getByTestId(`vote-${winner}`)).toHaveText('Você já votou');

  // The battle ends; the status job finishes it and the fans' job tells its voters.
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/api/notifications');
        const list = (await res.json()) as { notifications: { type: string; link: string | null }[] };
        return list.notifications.filter(
          (n) => n.type === 'battle_result' && n.link?.includes(battle.slug ?? battle.id),
        ).length;
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toBe(1);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('button', { name: /^Notificações: \d+ não lidas?$/ }).click();
  const list = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Notificações' }) });
  await expect(list.getByText(`${winner}, em quem você votou, é campeão!`)).toBeVisible();
  const share = list.getByTestId('notification-share').first();
  await expect(share).toHaveText('Compartilhar no WhatsApp');
  await expect(share).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=.*lutador%3D${winner}`));
  const box = await share.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
});
