import { describe, expect, it } from 'vitest';
import { as, type Cast, withCastApp } from '#server/admin/test-helpers.ts';
import { createUser } from '#server/db/factories/users.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
let cast: Cast;
withCastApp((app, c) => {
  t = app;
  cast = c;
});

describe('user search', () => {
  it('matches e-mail, username, id, PIX and Instagram case-insensitively, at most 10', async () => {
    const u = await createUser(t.db, {
      email: 'Busca.Alvo@Example.com',
      username: 'PesquisaLutador',
      pixKey: 'chave-pix-unica-777',
      instagramHandle: 'insta_procurado',
    });
    const search = (q: string) =>
      t.app
        .inject({
          method: 'GET',
          url: `/api/admin/users/search?q=${encodeURIComponent(q)}`,
          headers: as(cast.moderator),
        })
        .then((r) => r.json().users as { id: string; battlesParticipatedCount: number }[]);
    for (const q of ['busca.alvo', 'pesquisalut', u.id.slice(0, 12), 'PIX-UNICA', 'INSTA_PROC']) {
      expect(
        (await search(q)).map((x) => x.id),
        q,
      ).toEqual([u.id]);
    }
    expect(await search('   ')).toEqual([]);
    expect(await search('%')).toEqual([]);
    for (let i = 0; i < 12; i++) await createUser(t.db, { username: `Massa${i}` });
    expect(await search('massa')).toHaveLength(10);
  });
});
