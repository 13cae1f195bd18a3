import { describe, expect, it } from 'vitest';
import { adPageContext, adTargetPages, bannerPositions, isAdPage, pickBanner } from './ad-page.ts';

describe('adPageContext', () => {
  it('maps the known route prefixes', () => {
    expect(adPageContext('/')).toBe('home');
    expect(adPageContext('/arena')).toBe('arena');
    expect(adPageContext('/arena/')).toBe('arena');
    expect(adPageContext('/battle/copa-de-verao')).toBe('battle_details');
    expect(adPageContext('/profile')).toBe('profile');
    expect(adPageContext('/wallet')).toBe('wallet');
  });

  it('has no context elsewhere', () => {
    for (const path of [
      '/about',
      '/faq',
      '/admin/dashboard',
      '/arenas',
      '/battle',
      '/battle/',
      '/login',
      '',
    ]) {
      expect(adPageContext(path)).toBeNull();
    }
  });

  it('lists pages and positions', () => {
    expect(adTargetPages).toEqual(['home', 'arena', 'battle_details', 'profile', 'wallet']);
    expect(bannerPositions).toEqual(['sidebar', 'header', 'footer', 'in-content']);
    expect(isAdPage('wallet')).toBe(true);
    expect(isAdPage('about')).toBe(false);
  });
});

describe('pickBanner', () => {
  const forArena = { id: 'arena', targetPages: ['arena'] };
  const forArenaToo = { id: 'arena2', targetPages: ['home', 'arena'] };
  const forWallet = { id: 'wallet', targetPages: ['wallet'] };
  const anyNull = { id: 'any-null', targetPages: null };
  const anyEmpty = { id: 'any-empty', targetPages: [] };
  const all = [anyNull, forWallet, forArena, anyEmpty, forArenaToo];

  it('prefers banners targeting the page, picking at random among them', () => {
    expect(pickBanner(all, 'arena', () => 0)?.id).toBe('arena');
    expect(pickBanner(all, 'arena', () => 0.99)?.id).toBe('arena2');
  });

  it('falls back to untargeted banners', () => {
    expect(pickBanner(all, 'profile', () => 0)?.id).toBe('any-null');
    expect(pickBanner(all, 'profile', () => 0.99)?.id).toBe('any-empty');
  });

  it('shows only untargeted banners on pages without context', () => {
    expect(pickBanner([forArena, anyEmpty], null, () => 0)?.id).toBe('any-empty');
    expect(pickBanner([forArena], null, () => 0)).toBeNull();
  });

  it('returns null when nothing fits', () => {
    expect(pickBanner([], 'home')).toBeNull();
    expect(pickBanner([forWallet], 'home')).toBeNull();
  });

  it('stays in range when random returns 1', () => {
    expect(pickBanner(all, 'arena', () => 1)?.id).toBe('arena2');
  });
});
