import { describe, expect, it } from 'vitest';
import { profileUpdateSchema } from '#domain/schemas/profiles.ts';
import { INSTAGRAM_HANDLE, instagramHandleFrom } from './instagram.ts';

describe('instagramHandleFrom', () => {
  it.each([
    ['https://www.instagram.com/nong.o_muaythai/?hl=pt', 'nong.o_muaythai'],
    ['https://instagram.com/nongo', 'nongo'],
    ['http://m.instagram.com/nongo/#top', 'nongo'],
    ['instagram.com/nongo/', 'nongo'],
    ['www.instagram.com/nongo?igsh=abc123', 'nongo'],
    ['https://instagr.am/nongo', 'nongo'],
    ['  @nongo  ', 'nongo'],
    ['nongo', 'nongo'],
    ['', ''],
  ])('reads %s as %s', (input, handle) => {
    expect(instagramHandleFrom(input)).toBe(handle);
  });

  it('leaves what is no handle for the check to refuse', () => {
    expect(INSTAGRAM_HANDLE.test(instagramHandleFrom('https://example.com/nongo'))).toBe(false);
    expect(INSTAGRAM_HANDLE.test(instagramHandleFrom('nong o'))).toBe(false);
  });

  it('is what the profile schema (the form and the server) stores', () => {
    expect(
      profileUpdateSchema.parse({ instagramHandle: 'https://www.instagram.com/nongo/?hl=pt' })
        .instagramHandle,
    ).toBe('nongo');
    expect(profileUpdateSchema.safeParse({ instagramHandle: 'https://example.com/x' }).success).toBe(false);
    expect(profileUpdateSchema.parse({ instagramHandle: '' }).instagramHandle).toBeNull();
  });
});
