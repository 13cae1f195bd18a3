import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixSlugsResponseSchema } from '#domain/schemas/admin-battles.ts';
import { reply, stubApi } from '#web/test-support/api-stub.ts';
import { findToast, renderInApp } from '#web/test-support/render-in-app.tsx';
import { useSlugMigration } from './use-slug-migration.ts';

function SlugMigration() {
  const { runNow } = useSlugMigration();
  return (
    <button type="button" onClick={runNow}>
      Corrigir endereços das batalhas
    </button>
  );
}

describe('slug migration', () => {
  it('counts the battles it fixed in singular and plural', async () => {
    let updated = 1;
    stubApi({ 'POST /api/admin/battles/fix-slugs': () => reply(fixSlugsResponseSchema, { updated }) });
    const { user } = renderInApp(<SlugMigration />);

    // The quiet run on opening reports a change it made.
    const opening = await findToast('Endereços das batalhas corrigidos');
    expect(
      within(opening.closest('li') ?? opening).getByText('Endereços atualizados (1 batalha)'),
    ).toBeTruthy();

    updated = 3;
    await user.click(screen.getByRole('button', { name: 'Corrigir endereços das batalhas' }));
    expect(await findToast('Endereços atualizados (3 batalhas)')).toBeTruthy();
  });
});
