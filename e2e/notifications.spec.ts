import {
  addAdminVote,
  addParticipant,
  apiSessionAs,
  createBattle,
  findUser,
  uniqueTitle,
} from './support/admin-api.ts';
import { expect, loginAs, test } from './support/fixtures.ts';

// lutador5 (Nong-O) wins; lutador1 is the other participant. The server runs the status job every
// 2 s in the journeys (STATUS_JOB_INTERVAL_MS in playwright.config.ts).
const USER = 'lutador5@yod.test';

interface NotificationList {
  unreadCount: number;
  notifications: { type: string; title: string; body: string; readAt: string | null }[];
}

test('a finished battle notifies its participants, and reading clears the bell count', async ({
  page,
  baseURL,
}) => {
  const title = uniqueTitle('E2E Notificação');
  const master = await apiSessionAs(baseURL, 'mestre@yod.test');
  const battle = await createBattle(master.api, {
    title,
    status: 'waiting',
    startTime: new Date(Date.now() - 3600_000),
    endTime: new Date(Date.now() + 8_000),
    maxParticipants: 4,
  });
  const winner = await addParticipant(master.api, battle.id, (await findUser(master.api, USER)).userId);
  await addParticipant(master.api, battle.id, (await findUser(master.api, 'lutador1@yod.test')).userId);
  await addAdminVote(master.api, battle.id, winner);
  await master.dispose();

  await loginAs(page, USER);
  // The winner gets one notice of the end: the win, not a place as well.
  const wonBody = `Parabéns! Você venceu a batalha "${title}" com 1 voto.`;
  // The battle ends a few seconds from now; then the status job finishes it and notifies.
  let unread = 0;
  await expect
    .poll(
      async () => {
        const list = (await (await page.request.get('/api/notifications')).json()) as NotificationList;
        unread = list.unreadCount;
        return list.notifications.filter((n) => n.body.includes(title)).map((n) => n.type);
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toEqual(expect.arrayContaining(['participant_added', 'battle_won']));
  expect(unread).toBeGreaterThanOrEqual(2);

  await page.reload();
  // The reloaded page is server-rendered: the bell answers clicks once React has hydrated it.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const count = page.getByTestId('notification-count');
  await expect(count).toHaveText(String(unread));
  const bell = page.getByRole('button', { name: `Notificações: ${unread} não lidas` });
  await bell.click();

  const list = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Notificações' }) });
  await expect(list.getByText(wonBody, { exact: false })).toBeVisible();
  await expect(list.getByText('Você venceu!').first()).toBeVisible();
  // Opening the list marks everything read: the count disappears.
  await expect(count).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Notificações', exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Notificações', exact: true })).toBeVisible();
  await expect(count).toHaveCount(0);
});
