import { describe, expect, it } from 'vitest';
import {
  ADMIN_DENIED_TEXT,
  adminLoginPathFrom,
  adminRedirectTarget,
  canAccessAdminPath,
  deniedNoticeFor,
  isStaff,
  roleLabel,
} from './access.ts';

describe('admin access', () => {
  it('treats admins and moderators as staff, users not', () => {
    expect(isStaff('admin')).toBe(true);
    expect(isStaff('moderator')).toBe(true);
    expect(isStaff('user')).toBe(false);
    expect(isStaff(null)).toBe(false);
  });

  it('lets moderators reach only the dashboard and battles', () => {
    expect(canAccessAdminPath('moderator', '/admin/dashboard')).toBe(true);
    expect(canAccessAdminPath('moderator', '/admin/battles')).toBe(true);
    expect(canAccessAdminPath('moderator', '/admin/battles/x')).toBe(true);
    expect(canAccessAdminPath('moderator', '/admin/battlesx')).toBe(false);
    for (const path of ['/admin/users', '/admin/wallets', '/admin/moderators', '/admin/advertising']) {
      expect(canAccessAdminPath('moderator', path)).toBe(false);
      expect(canAccessAdminPath('admin', path)).toBe(true);
    }
    expect(canAccessAdminPath('user', '/admin/dashboard')).toBe(false);
  });

  it('gives YodCoins and advertising their own denied texts, the generic one elsewhere', () => {
    expect(deniedNoticeFor('/admin/wallets')).toEqual({
      title: 'Acesso negado',
      message: 'Você não tem permissão para gerenciar YodCoins. Entre em contato com um administrador.',
    });
    expect(deniedNoticeFor('/admin/advertising')).toEqual({
      title: 'Acesso negado',
      message: 'Você não tem permissão para gerenciar a publicidade. Entre em contato com um administrador.',
    });
    for (const path of ['/admin/users', '/admin/audit', '/admin/walletsx', '/admin/moderators']) {
      expect(deniedNoticeFor(path)).toEqual({ title: null, message: ADMIN_DENIED_TEXT });
    }
  });

  it('labels roles in pt-BR', () => {
    expect(roleLabel('admin')).toBe('Administrador');
    expect(roleLabel('moderator')).toBe('Moderador');
    expect(roleLabel('user')).toBe('Usuário');
  });

  it('keeps the origin for the login page and follows only safe paths back', () => {
    const path = adminLoginPathFrom({ pathname: '/admin/battles', search: '?a=1', hash: '' });
    expect(path).toBe('/admin/login?from=%2Fadmin%2Fbattles%3Fa%3D1');
    expect(adminRedirectTarget('/admin/battles?a=1')).toBe('/admin/battles?a=1');
    expect(adminRedirectTarget(null)).toBe('/admin/dashboard');
    expect(adminRedirectTarget('//evil.example')).toBe('/admin/dashboard');
    expect(adminRedirectTarget('https://evil.example')).toBe('/admin/dashboard');
    expect(adminRedirectTarget('/admin/login?from=/x')).toBe('/admin/dashboard');
    expect(adminRedirectTarget('/\t/evil.example/')).toBe('/admin/dashboard');
    expect(adminRedirectTarget('/admin/%0d%0ax')).toBe('/admin/dashboard');
  });
});
