import { describe, expect, it } from 'vitest';
import { safeRedirectPath, sameOriginPath } from './redirect-target.ts';

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
      // Parsers drop tab, CR and LF: each of these would become '//evil.example/'.
      '/\t/evil.example/',
      '/%09/evil.example/',
      '/\n/evil.example/',
      '/\r\n/evil.example/',
      '\t//evil.example/',
      '/\\/evil.example',
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

describe('sameOriginPath', () => {
  it('gives the parsed same-origin path, or the fallback', () => {
    expect(sameOriginPath('/battle/x?lutador=a#p', '/')).toBe('/battle/x?lutador=a#p');
    expect(sameOriginPath('/a/../admin', '/')).toBe('/admin');
    // A space stays a segment of this site.
    expect(sameOriginPath('/ /evil.example', '/')).toBe('/%20/evil.example');
    expect(sameOriginPath('/x\r\nSet-Cookie: a=b', '/')).toBe('/');
    expect(sameOriginPath('/\u0000', '/')).toBe('/');
    expect(sameOriginPath('http://same-origin.invalid/x', '/')).toBe('/');
  });
});
