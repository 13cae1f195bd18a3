import { describe, expect, it } from 'vitest';
import { checkJoin, type JoinCheckInput, joinFillsBattle } from './join-eligibility.ts';

const ok: JoinCheckInput = {
  isBanned: false,
  hasProfile: true,
  battleFound: true,
  displayStatus: 'waiting',
  entry: null,
  participantsCount: 3,
  maxParticipants: 10,
};
const check = (over: Partial<JoinCheckInput>) => checkJoin({ ...ok, ...over });

describe('checkJoin', () => {
  it('allows joining a waiting battle with room', () => {
    expect(check({})).toBeNull();
    expect(check({ participantsCount: 49, maxParticipants: null })).toBeNull();
  });

  it('refuses banned users and visitors without a profile', () => {
    expect(check({ isBanned: true })).toMatchObject({
      code: 'JOIN_BANNED',
      status: 403,
      title: 'Acesso negado',
    });
    expect(check({ hasProfile: false })).toMatchObject({
      code: 'JOIN_LOGIN_REQUIRED',
      title: 'Login necessário',
    });
  });

  it('refuses a missing battle', () => {
    expect(check({ battleFound: false })).toMatchObject({ code: 'BATTLE_NOT_FOUND', status: 404 });
    expect(check({ displayStatus: null })?.code).toBe('BATTLE_NOT_FOUND');
  });

  it('explains why pending, scheduled and finished battles are unavailable', () => {
    expect(check({ displayStatus: 'pending' })).toMatchObject({
      code: 'JOIN_PENDING',
      title: 'Batalha não disponível',
      message: 'Esta batalha ainda não foi aprovada.',
    });
    expect(check({ displayStatus: 'scheduled' })?.message).toBe(
      'Esta batalha ainda não começou. Aguarde o horário de início.',
    );
    expect(check({ displayStatus: 'finished', entry: 'taking-part' })?.message).toBe(
      'Esta batalha já foi finalizada.',
    );
  });

  it('refuses a second join before checking capacity', () => {
    expect(check({ entry: 'taking-part', participantsCount: 10 })).toMatchObject({
      code: 'JOIN_ALREADY',
      title: 'Já inscrito',
    });
  });

  it('tells a disqualified fighter they cannot come back, seat or no seat', () => {
    for (const participantsCount of [3, 10])
      expect(check({ entry: 'disqualified', participantsCount })).toMatchObject({
        code: 'JOIN_DISQUALIFIED',
        status: 409,
        title: 'Inscrição não permitida',
        message: 'Você foi desclassificado desta batalha e não pode voltar a ela.',
      });
  });

  it('refuses full battles, whatever their running status', () => {
    expect(check({ participantsCount: 10 })).toMatchObject({ code: 'JOIN_FULL', title: 'Batalha lotada' });
    expect(check({ participantsCount: 50, maxParticipants: null })?.code).toBe('JOIN_FULL');
    expect(check({ displayStatus: 'active', participantsCount: 10 })?.code).toBe('JOIN_FULL');
    expect(check({ displayStatus: 'ready', participantsCount: 12 })?.code).toBe('JOIN_FULL');
  });

  it('refuses ready or active battles that still have room as closed', () => {
    expect(check({ displayStatus: 'ready' })).toMatchObject({
      code: 'JOIN_CLOSED',
      title: 'Batalha não disponível',
    });
    expect(check({ displayStatus: 'active' })?.code).toBe('JOIN_CLOSED');
  });
});

describe('joinFillsBattle', () => {
  it('is true for the join that reaches the maximum', () => {
    expect(joinFillsBattle(9, 10)).toBe(true);
    expect(joinFillsBattle(8, 10)).toBe(false);
    expect(joinFillsBattle(0, 1)).toBe(true);
    expect(joinFillsBattle(49, null)).toBe(true);
    expect(joinFillsBattle(48, null)).toBe(false);
  });
});
