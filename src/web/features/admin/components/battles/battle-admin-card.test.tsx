import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { effectiveMaxParticipants } from '#domain/battles/battle-status.ts';
import { renderInApp } from '#web/test-support/render-in-app.tsx';
import { adminBattleFixture } from '#web/test-support/schema-fixtures.ts';
import { BattleAdminCard } from './battle-admin-card.tsx';

const card = (maxParticipants: number | null) =>
  renderInApp(
    <BattleAdminCard
      battle={adminBattleFixture({ maxParticipants, participantsCount: 1 })}
      isMaster={false}
      isAdmin
      onEdit={() => {}}
    />,
  );

/** The 'Participantes' detail of the card: its label's definition. */
const participantsDetail = () => screen.getByText('Participantes', { selector: 'dt' }).nextElementSibling;

describe('admin battle card: participants', () => {
  it('gives a battle without a saved maximum the limit the public card shows, never ∞', () => {
    card(null);
    // The public card's count is 'current/required', required being effectiveMaxParticipants of
    // the stored maximum (server/battles/mappers.ts).
    const limit = effectiveMaxParticipants(null);
    expect(Number.isFinite(limit)).toBe(true);
    const detail = participantsDetail();
    expect(detail?.textContent).toBe(`1 / ${limit}máximo padrão (sem máximo salvo)`);
    expect(screen.getByTestId('admin-battle-battle-1').textContent).not.toContain('∞');
  });

  it('shows a saved maximum as saved, without the default note', () => {
    card(12);
    expect(participantsDetail()?.textContent).toBe('1 / 12');
  });
});
