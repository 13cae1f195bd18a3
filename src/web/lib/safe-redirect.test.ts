import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect.ts';

describe('safeRedirectPath', () => {
  it('follows same-origin paths with query and hash', () => {
    expect(safeRedirectPath('/wallet')).toBe('/wallet');
    expect(safeRedirectPath('/arena?filter=my_battles#x')).toBe('/arena?filter=my_battles#x');
  });

  it('falls back to /arena for anything that could leave the site', () => {
    for (const from of [
      null,
      undefined,
      '',
      'https://evil.test',
      '//evil.test',
      '/\\evil.test',
      'javascript:x',
    ]) {
      expect(safeRedirectPath(from)).toBe('/arena');
    }
  });

  it('never sends the user back to the auth pages', () => {
    expect(safeRedirectPath('/login')).toBe('/arena');
    expect(safeRedirectPath('/login?from=/x')).toBe('/arena');
    expect(safeRedirectPath('/register')).toBe('/arena');
  });
});
