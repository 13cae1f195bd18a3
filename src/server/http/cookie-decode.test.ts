import { describe, expect, it } from 'vitest';
import { decodeCookieValue } from './cookie-decode.ts';

// What the hand-written reader it replaced returned, and better-auth's reader returns.
describe('decodeCookieValue', () => {
  it('percent-decodes, and drops quotes around a value first', () => {
    expect(decodeCookieValue('abc.def')).toBe('abc.def');
    expect(decodeCookieValue('abc.d%2Bf%3D')).toBe('abc.d+f=');
    expect(decodeCookieValue('"abc.d%2Bf%3D"')).toBe('abc.d+f=');
    expect(decodeCookieValue('""')).toBe('');
  });

  it('keeps a lone quote, and a value that is no valid percent-encoding, as they came', () => {
    expect(decodeCookieValue('"abc')).toBe('"abc');
    expect(decodeCookieValue('"')).toBe('"');
    expect(decodeCookieValue('%E0%A4%A')).toBe('%E0%A4%A');
  });
});
