import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect } from './fixtures.ts';

/** Signs in through /admin/login and waits for the admin area (the dashboard unless `from` is given). */
export async function adminLogin(page: Page, email: string, from?: string) {
  await page.goto(from ? `/admin/login?from=${encodeURIComponent(from)}` : '/admin/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(new RegExp(from ? `${from}$` : '/admin/dashboard$'));
}

/** The audit rows of one action whose target is `targetId` (shown shortened, full id in the title). */
export function auditRows(page: Page, action: string, targetId: string) {
  return page
    .locator(`[data-testid="audit-row"][data-action="${action}"]`)
    .filter({ has: page.locator(`[data-target-id="${targetId}"]`) });
}
