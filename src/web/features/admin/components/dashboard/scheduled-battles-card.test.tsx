import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { effectiveMaxParticipants } from '#domain/battles/battle-status.ts';
import { scheduledBattleSchema } from '#domain/schemas/admin-dashboard.ts';
import { renderInApp } from '#web/test-support/render-in-app.tsx';
import { ScheduledBattlesCard } from './scheduled-battles-card.tsx';

const scheduled = (maxParticipants: number | null) =>
  scheduledBattleSchema.parse({
    id: 'battle-1',
    title: 'Final de Bangkok',
    slug: 'final-de-bangkok',
    prizeAmount: 500,
    prizeType: 'PIX',
    maxParticipants,
    startTime: null,
    endTime: '2026-11-20T12:00:00.000Z',
  });

describe('scheduled battles card', () => {
  it('gives a battle without a saved maximum the limit the public card shows, never ∞', () => {
    renderInApp(<ScheduledBattlesCard battles={[scheduled(null)]} />);
    const line = screen.getByText(/máx\./);
    expect(line.textContent).toContain(`máx. ${effectiveMaxParticipants(null)}`);
    expect(line.textContent).not.toContain('∞');
  });
});
