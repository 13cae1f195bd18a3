import { describe, expect, it } from 'vitest';
import {
  type BattleTiming,
  battleStatuses,
  battleStatusLabel,
  battleStatusShortLabel,
  DEFAULT_DISPLAY_MAX_PARTICIPANTS,
  DEFAULT_SCHEDULED_MAX_PARTICIPANTS,
  deriveDisplayStatus,
  effectiveMaxParticipants,
  isBattleFull,
  isBattleStatus,
  isOpenForJoin,
  isOpenForVotes,
  nextStoredStatus,
  statusMoveNotice,
} from './battle-status.ts';

const now = new Date('2025-06-01T12:00:00Z');
const past = '2025-06-01T11:00:00Z';
const future = '2025-06-01T13:00:00Z';

function battle(over: Partial<BattleTiming>): BattleTiming {
  return {
    status: 'waiting',
    startTime: past,
    endTime: future,
    participantsCount: 0,
    maxParticipants: 10,
    ...over,
  };
}

describe('status labels', () => {
  it('lists the six stored statuses in order', () => {
    expect(battleStatuses).toEqual(['pending', 'scheduled', 'waiting', 'ready', 'active', 'finished']);
  });

  it('gives the long and short pt-BR labels', () => {
    expect(battleStatuses.map(battleStatusLabel)).toEqual([
      'Aguardando Aprovação',
      'Agendada',
      'Aguardando Participantes',
      'Pronta para Iniciar',
      'Em Andamento',
      'Finalizada',
    ]);
    expect(battleStatuses.map(battleStatusShortLabel)).toEqual([
      'Pendente',
      'Agendada',
      'Aguardando',
      'Pronta',
      'Ativa',
      'Finalizada',
    ]);
  });

  it('labels anything else as unknown', () => {
    expect(battleStatusLabel('cancelled')).toBe('Status Desconhecido');
    expect(battleStatusShortLabel('')).toBe('Status Desconhecido');
    expect(isBattleStatus('waiting')).toBe(true);
    expect(isBattleStatus('WAITING')).toBe(false);
    expect(isBattleStatus(3)).toBe(false);
  });
});

describe('participant limits', () => {
  it('uses 50 when the maximum is missing', () => {
    expect(DEFAULT_DISPLAY_MAX_PARTICIPANTS).toBe(50);
    expect(DEFAULT_SCHEDULED_MAX_PARTICIPANTS).toBe(10);
    expect(effectiveMaxParticipants(null)).toBe(50);
    expect(effectiveMaxParticipants(undefined)).toBe(50);
    expect(effectiveMaxParticipants(4)).toBe(4);
    expect(isBattleFull(49, null)).toBe(false);
    expect(isBattleFull(50, null)).toBe(true);
    expect(isBattleFull(2, 2)).toBe(true);
  });
});

describe('deriveDisplayStatus', () => {
  it('keeps a scheduled battle scheduled before its start', () => {
    expect(
      deriveDisplayStatus(battle({ status: 'scheduled', startTime: future, endTime: '2025-06-02' }), now),
    ).toBe('scheduled');
  });

  it('shows a scheduled battle as waiting once the start has passed (inclusive)', () => {
    expect(deriveDisplayStatus(battle({ status: 'scheduled', startTime: past }), now)).toBe('waiting');
    expect(deriveDisplayStatus(battle({ status: 'scheduled', startTime: now }), now)).toBe('waiting');
  });

  it('keeps a scheduled battle without a start time scheduled', () => {
    expect(deriveDisplayStatus(battle({ status: 'scheduled', startTime: null }), now)).toBe('scheduled');
  });

  it('shows a full waiting battle as active', () => {
    expect(deriveDisplayStatus(battle({ participantsCount: 9 }), now)).toBe('waiting');
    expect(deriveDisplayStatus(battle({ participantsCount: 10 }), now)).toBe('active');
    expect(deriveDisplayStatus(battle({ participantsCount: 49, maxParticipants: null }), now)).toBe(
      'waiting',
    );
    expect(deriveDisplayStatus(battle({ participantsCount: 50, maxParticipants: null }), now)).toBe('active');
  });

  it('carries a started, full scheduled battle through to active', () => {
    expect(deriveDisplayStatus(battle({ status: 'scheduled', participantsCount: 10 }), now)).toBe('active');
  });

  it('shows running battles as finished once the end is reached', () => {
    for (const status of ['waiting', 'ready', 'active', 'scheduled'] as const) {
      expect(
        deriveDisplayStatus(battle({ status, endTime: past, startTime: '2025-06-01T10:00:00Z' }), now),
      ).toBe('finished');
    }
    expect(deriveDisplayStatus(battle({ endTime: now }), now)).toBe('finished');
    expect(deriveDisplayStatus(battle({ participantsCount: 10, endTime: past }), now)).toBe('finished');
  });

  it('never moves pending or finished', () => {
    expect(
      deriveDisplayStatus(battle({ status: 'pending', endTime: past, participantsCount: 99 }), now),
    ).toBe('pending');
    expect(deriveDisplayStatus(battle({ status: 'finished', endTime: future }), now)).toBe('finished');
  });

  it('keeps ready and active as stored while running', () => {
    expect(deriveDisplayStatus(battle({ status: 'ready' }), now)).toBe('ready');
    expect(deriveDisplayStatus(battle({ status: 'active' }), now)).toBe('active');
  });

  it('accepts Date objects and epoch numbers', () => {
    expect(
      deriveDisplayStatus(battle({ endTime: new Date(past), startTime: new Date(past).getTime() }), now),
    ).toBe('finished');
  });
});

describe('nextStoredStatus', () => {
  it('moves scheduled to waiting at start, or straight to finished if the end also passed', () => {
    expect(nextStoredStatus({ status: 'scheduled', startTime: past, endTime: future }, now)).toBe('waiting');
    expect(
      nextStoredStatus({ status: 'scheduled', startTime: '2025-06-01T09:00:00Z', endTime: past }, now),
    ).toBe('finished');
    expect(
      nextStoredStatus({ status: 'scheduled', startTime: future, endTime: '2025-06-02' }, now),
    ).toBeNull();
    expect(nextStoredStatus({ status: 'scheduled', startTime: null, endTime: past }, now)).toBeNull();
  });

  it('finishes running battles at end time and leaves the rest alone', () => {
    expect(nextStoredStatus({ status: 'waiting', startTime: null, endTime: past }, now)).toBe('finished');
    expect(nextStoredStatus({ status: 'active', startTime: null, endTime: past }, now)).toBe('finished');
    expect(nextStoredStatus({ status: 'ready', startTime: null, endTime: past }, now)).toBe('finished');
    expect(nextStoredStatus({ status: 'waiting', startTime: null, endTime: future }, now)).toBeNull();
    expect(nextStoredStatus({ status: 'pending', startTime: null, endTime: past }, now)).toBeNull();
    expect(nextStoredStatus({ status: 'finished', startTime: null, endTime: past }, now)).toBeNull();
  });
});

describe('isOpenForVotes', () => {
  it('allows votes while waiting, ready or active and before the end', () => {
    expect(isOpenForVotes('waiting', future, now)).toBe(true);
    expect(isOpenForVotes('ready', future, now)).toBe(true);
    expect(isOpenForVotes('active', future, now)).toBe(true);
  });

  it('refuses other statuses and reached end times', () => {
    expect(isOpenForVotes('active', now, now)).toBe(false);
    expect(isOpenForVotes('active', past, now)).toBe(false);
    for (const s of ['pending', 'scheduled', 'finished'] as const)
      expect(isOpenForVotes(s, future, now)).toBe(false);
  });
});

describe('isOpenForJoin', () => {
  it('allows joining only a waiting battle below its maximum', () => {
    expect(isOpenForJoin('waiting', 9, 10)).toBe(true);
    expect(isOpenForJoin('waiting', 10, 10)).toBe(false);
    expect(isOpenForJoin('waiting', 49, null)).toBe(true);
    for (const s of ['pending', 'scheduled', 'ready', 'active', 'finished'] as const) {
      expect(isOpenForJoin(s, 0, 10)).toBe(false);
    }
  });
});

describe('statusMoveNotice', () => {
  it('announces the finish on any move to finished', () => {
    for (const from of ['pending', 'scheduled', 'waiting', 'ready', 'active'] as const) {
      expect(statusMoveNotice(from, 'finished')).toBe('finished');
    }
    expect(statusMoveNotice('finished', 'finished')).toBeNull();
  });

  it('announces the start on reaching active or on opening the votes, and nothing else', () => {
    expect(statusMoveNotice('waiting', 'active')).toBe('started');
    expect(statusMoveNotice('ready', 'active')).toBe('started');
    expect(statusMoveNotice('scheduled', 'waiting')).toBe('started');
    expect(statusMoveNotice('pending', 'ready')).toBe('started');
    expect(statusMoveNotice('active', 'active')).toBeNull();
    expect(statusMoveNotice('waiting', 'ready')).toBeNull();
    expect(statusMoveNotice('active', 'waiting')).toBeNull();
    expect(statusMoveNotice('waiting', 'scheduled')).toBeNull();
    expect(statusMoveNotice('pending', 'scheduled')).toBeNull();
  });
});
