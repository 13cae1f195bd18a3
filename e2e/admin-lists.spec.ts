import { addParticipant, apiSessionAs, createBattle, findUser, uniqueTitle } from './support/admin-api.ts';
import { adminLogin } from './support/admin-ui.ts';
import { expect, test } from './support/fixtures.ts';

// The admin lists are paged, sorted and filtered on the server, and the view lives in
// the URL. Only this journey changes lutador7's role, and it puts it back.
const ROLE_USER = 'Rodtang';

test('the users table sorts on the server, keeps its view in the URL, pins its actions and asks before a role change', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await adminLogin(page, 'admin@yod.test', '/admin/users');
  const rows = page.locator('[data-testid^="user-row-"]');
  const names = () => rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')!.slice(9)));
  await expect(rows.first()).toBeVisible();

  // The actions column stays in view at 1280 px, inside the table's own box.
  const box = await page.getByRole('region', { name: 'Usuários' }).boundingBox();
  const actions = await page.getByRole('columnheader', { name: 'Ações' }).boundingBox();
  expect(box && actions).toBeTruthy();
  expect(actions!.x + actions!.width).toBeLessThanOrEqual(box!.x + box!.width + 1);
  expect(actions!.x + actions!.width).toBeLessThanOrEqual(1280);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  // The whole table fits its box: no sideways scroll to reach 'Criado em', 'Situação', 'Batalhas'.
  const region = page.getByRole('region', { name: 'Usuários' });
  const overflow = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  for (const header of ['Criado em', 'Situação', 'Batalhas']) {
    const cell = await page.getByRole('columnheader', { name: header }).boundingBox();
    expect(cell!.x + cell!.width).toBeLessThanOrEqual(box!.x + box!.width + 1);
  }

  // Sorting by name: ascending, then descending, and a reload keeps it.
  const byName = page.getByTestId('sort-name');
  await byName.click();
  await expect(page).toHaveURL(/[?&]sort=name/);
  await expect(page).toHaveURL(/[?&]dir=asc/);
  await expect(page.getByRole('columnheader', { name: /Usuário/ })).toHaveAttribute('aria-sort', 'ascending');
  // The header follows the URL at once; the rows follow when the server's sorted page arrives.
  // Other journeys sign up accounts meanwhile, so the pages are checked for their order and for
  // where they start, never against a list read earlier.
  const key = (name: string) => name.toLowerCase();
  const sortedAs = (list: string[], dir: 'asc' | 'desc') =>
    list.length > 1 &&
    list.every(
      (name, i) =>
        i === 0 || (dir === 'asc' ? key(list[i - 1]!) <= key(name) : key(list[i - 1]!) >= key(name)),
    );
  await expect.poll(async () => sortedAs(await names(), 'asc')).toBe(true);
  const ascending = await names();
  await byName.click();
  await expect(page).toHaveURL(/[?&]dir=desc/);
  await expect(page.getByRole('columnheader', { name: /Usuário/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect.poll(async () => sortedAs(await names(), 'desc')).toBe(true);
  // The server sorted the whole list, not the page in hand: the descending page starts at or past
  // the last name of the ascending one.
  expect(key((await names())[0]!) >= key(ascending.at(-1)!)).toBe(true);
  await page.reload();
  await expect(page.getByRole('columnheader', { name: /Usuário/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect.poll(async () => sortedAs(await names(), 'desc')).toBe(true);
  expect(key((await names())[0]!) >= key(ascending.at(-1)!)).toBe(true);

  // Filters go to the URL too and narrow the rows on the server.
  await page.getByLabel('Função', { exact: true }).selectOption('moderator');
  await expect(page).toHaveURL(/[?&]role=moderator/);
  await expect.poll(names).toEqual(['Moderador']);
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).not.toHaveURL(/role=/);
  await page.getByLabel('Buscar usuários').fill('lutador7@');
  await expect(page).toHaveURL(/[?&]q=lutador7%40/);
  await expect.poll(names).toEqual([ROLE_USER]);

  // A role change asks first; cancelling changes nothing.
  const select = page.getByTestId(`role-select-${ROLE_USER}`);
  let puts = 0;
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().endsWith('/role')) puts += 1;
  });
  await select.selectOption('admin');
  const promote = page.getByRole('alertdialog', {
    name: 'Tornar administrador?',
  });
  await expect(promote).toBeVisible();
  await expect(promote).toContainText('não podem ser banidos nem removidos');
  await promote.getByRole('button', { name: 'Cancelar' }).click();
  await expect(promote).toBeHidden();
  await expect(select).toHaveValue('user');
  expect(puts).toBe(0);

  await select.selectOption('moderator');
  const change = page.getByRole('alertdialog', { name: 'Alterar função?' });
  await change.getByRole('button', { name: 'Alterar função' }).click();
  await expect(page.getByText('Função atualizada', { exact: true })).toBeVisible();
  await expect(select).toHaveValue('moderator');
  await select.selectOption('user');
  await page
    .getByRole('alertdialog', { name: 'Alterar função?' })
    .getByRole('button', { name: 'Alterar função' })
    .click();
  await expect(select).toHaveValue('user');
  expect(puts).toBe(2);

  // A banned account is offered no staff role (the server refuses it as well).
  await page.getByLabel('Buscar usuários').fill('banido@');
  const bannedSelect = page.getByTestId('role-select-Banido');
  await expect(bannedSelect.locator('option[value="moderator"]')).toBeDisabled();
  await expect(bannedSelect.locator('option[value="admin"]')).toBeDisabled();

  // On a phone each user is a card with the same fields, and the page does not scroll sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByLabel('Buscar usuários').fill('lutador7@');
  const card = page.getByTestId(`user-row-${ROLE_USER}`);
  await expect(card).toBeVisible();
  expect(await card.evaluate((el) => el.tagName)).toBe('LI');
  for (const label of ['PIX', 'Função', 'Criado em', 'Situação', 'Batalhas'])
    await expect(card.getByText(label, { exact: true })).toBeVisible();
  // The e-mail and the Instagram sit under the name.
  await expect(card.getByTestId('user-email')).toHaveText('lutador7@yod.test');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the battles list pages on the server: next, a reload on page 2, previous, and a sort', async ({
  page,
  baseURL,
}) => {
  // 27 battles only this journey finds (pending: the public arena never shows them).
  const prefix = `E2E Paginas ${Date.now().toString(36)}`;
  const admin = await apiSessionAs(baseURL, 'admin@yod.test');
  for (let i = 0; i < 27; i++) {
    await createBattle(admin.api, {
      title: `${prefix} ${String(i).padStart(2, '0')}`,
      status: 'pending',
    });
  }
  await admin.dispose();

  await adminLogin(page, 'moderador@yod.test', '/admin/battles');
  // A shared link: the search comes from the URL.
  await page.goto(`/admin/battles?q=${encodeURIComponent(prefix)}`);
  await expect(page.getByLabel('Buscar batalhas')).toHaveValue(prefix);
  const cards = page.locator('[data-testid^="admin-battle-"]');
  const titles = () => cards.locator('h2').allTextContents();
  await expect(cards).toHaveCount(25);
  // Newest first.
  expect((await titles())[0]).toBe(`${prefix} 26`);

  await page.getByRole('button', { name: 'Próxima' }).click();
  await expect(page).toHaveURL(/[?&]cursor=/);
  await expect(cards).toHaveCount(2);
  expect(await titles()).toEqual([`${prefix} 01`, `${prefix} 00`]);
  await expect(page.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  await page.reload();
  await expect(cards).toHaveCount(2);
  expect(await titles()).toEqual([`${prefix} 01`, `${prefix} 00`]);

  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(cards).toHaveCount(25);
  expect((await titles())[0]).toBe(`${prefix} 26`);
  await expect(page.getByRole('button', { name: 'Anterior' })).toBeDisabled();

  // By title, A to Z, then reversed; a new sort starts again from the first page.
  await page.getByLabel('Ordenar por').selectOption('title');
  await expect(page).toHaveURL(/[?&]sort=title/);
  await expect.poll(async () => (await titles())[0]).toBe(`${prefix} 00`);
  await page.getByTestId('battle-sort-dir').click();
  await expect(page).toHaveURL(/[?&]dir=desc/);
  await expect.poll(async () => (await titles())[0]).toBe(`${prefix} 26`);

  // The 50-row page size shows them all.
  await page.getByLabel('Linhas por página').selectOption('50');
  await expect(page).toHaveURL(/[?&]limit=50/);
  await expect(cards).toHaveCount(27);
});

test('the participants panel searches its participants and the picker marks who is already in', async ({
  page,
  baseURL,
}) => {
  const admin = await apiSessionAs(baseURL, 'admin@yod.test');
  const battle = await createBattle(admin.api, {
    title: uniqueTitle('E2E Painel'),
    status: 'pending',
  });
  for (const email of ['lutador1@yod.test', 'lutador2@yod.test'])
    await addParticipant(admin.api, battle.id, (await findUser(admin.api, email)).userId);
  await admin.dispose();

  await adminLogin(page, 'moderador@yod.test', '/admin/battles');
  await page.goto(`/admin/battles?q=${battle.id}`);
  const card = page.getByTestId(`admin-battle-${battle.id}`);
  await card.getByRole('button', { name: /Participantes/ }).click();
  await expect(card.getByTestId('participant-row-Buakaw')).toBeVisible();
  await expect(card.getByTestId('participant-row-Saenchai')).toBeVisible();

  await card.getByLabel('Buscar participante').fill('saen');
  await expect(card.getByTestId('participant-row-Buakaw')).toHaveCount(0);
  await expect(card.getByTestId('participant-row-Saenchai')).toBeVisible();

  // The picker asks the server who is in (the panel may show only a page of them).
  await card.getByLabel('Adicionar participante').fill('lutador');
  await expect(card.getByRole('button', { name: 'Adicionar Yodsanklai' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Adicionar Buakaw' })).toHaveCount(0);
  await expect(card.getByText('Já participa')).toHaveCount(2);
});
