import { describe, expect, it } from 'vitest';
import { readSidebarOpen, sidebarCookie } from './sidebar-cookie.ts';

describe('sidebar cookie', () => {
  it('reads the stored state, open by default', () => {
    expect(readSidebarOpen('')).toBe(true);
    expect(readSidebarOpen('a=1; admin_sidebar=false')).toBe(false);
    expect(readSidebarOpen('admin_sidebar=true; b=2')).toBe(true);
  });

  it('writes a 7-day cookie', () => {
    expect(sidebarCookie(false)).toBe('admin_sidebar=false; path=/; max-age=604800; samesite=lax');
  });
});
