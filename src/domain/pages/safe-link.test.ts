import { describe, expect, it } from 'vitest';
import { safeLinkHref } from './safe-link.ts';

describe('safeLinkHref', () => {
  it('keeps http(s) URLs and site paths', () => {
    expect(safeLinkHref('https://academia.com.br/promo')).toBe('https://academia.com.br/promo');
    expect(safeLinkHref('http://x.test')).toBe('http://x.test/');
    expect(safeLinkHref(' /arena ')).toBe('/arena');
  });

  it('drops script, data and protocol-relative URLs, and empty values', () => {
    expect(safeLinkHref('javascript:alert(1)')).toBeNull();
    expect(safeLinkHref('JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeLinkHref('data:text/html,<script>')).toBeNull();
    expect(safeLinkHref('//evil.test/x')).toBeNull();
    expect(safeLinkHref('not a url')).toBeNull();
    expect(safeLinkHref('')).toBeNull();
    expect(safeLinkHref(null)).toBeNull();
  });
});
