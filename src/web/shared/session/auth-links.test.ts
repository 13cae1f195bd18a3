import { describe, expect, it } from 'vitest';
import { authPath, returnTarget } from './auth-links.ts';

const at = (url: string) => {
  const { pathname, search, hash } = new URL(url, 'https://yodarena.test');
  return { pathname, search, hash };
};

describe('the way back of a sign-in or sign-up link', () => {
  it('is the page the fan is on, query and all', () => {
    expect(returnTarget(at('/battle/final?lutador=Saenchai'))).toBe('/battle/final?lutador=Saenchai');
    expect(authPath('/register', '/battle/final?lutador=Saenchai')).toBe(
      '/register?from=%2Fbattle%2Ffinal%3Flutador%3DSaenchai',
    );
  });

  it('on a sign-in page, is the `from` it already carries, and only a path of this site', () => {
    expect(returnTarget(at('/login?from=%2Fbattle%2Ffinal'))).toBe('/battle/final');
    expect(returnTarget(at('/register?from=%2F%2Fevil.example'))).toBeNull();
    expect(returnTarget(at('/register?from=https%3A%2F%2Fevil.example'))).toBeNull();
    expect(returnTarget(at('/login'))).toBeNull();
  });

  it('is none from the home page: the sign-in lands on the arena', () => {
    expect(returnTarget(at('/'))).toBeNull();
    expect(authPath('/login', null)).toBe('/login');
  });
});
