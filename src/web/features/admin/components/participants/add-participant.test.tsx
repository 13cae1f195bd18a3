import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type UserSearchResult, userSearchResponseSchema } from '#domain/schemas/admin-battles.ts';
import { reply, stubApi } from '#web/test-support/api-stub.ts';
import { renderInApp } from '#web/test-support/render-in-app.tsx';
import { AddParticipant } from './add-participant.tsx';

const found = (username: string, battleEntry: UserSearchResult['battleEntry']): UserSearchResult => ({
  id: `id-${username}`,
  username,
  email: `${username.toLowerCase()}@yod.test`,
  profilePictureUrl: null,
  instagramHandle: null,
  createdAt: '2026-11-20T13:00:00.000Z',
  battlesParticipatedCount: 1,
  battleEntry,
});

describe('the add-participant picker', () => {
  it('offers to add only those without an entry, and names a disqualified one as such', async () => {
    stubApi({
      'GET /api/admin/users/search?q=nong&battleId=b1': () =>
        reply(userSearchResponseSchema, {
          users: [
            found('NongFora', null),
            found('NongDentro', 'taking-part'),
            found('NongDesc', 'disqualified'),
          ],
        }),
    });
    const { user } = renderInApp(<AddParticipant battleId="b1" />);
    await user.type(screen.getByLabelText('Adicionar participante'), 'nong');
    expect(await screen.findByRole('button', { name: 'Adicionar NongFora' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Adicionar NongDentro' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Adicionar NongDesc' })).toBeNull();
    expect(screen.getByText('Já participa')).toBeTruthy();
    expect(screen.getByText('Desclassificado')).toBeTruthy();
  });
});
