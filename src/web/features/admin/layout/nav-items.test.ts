import { describe, expect, it } from 'vitest';
import { navItemsFor } from './nav-items.ts';

describe('admin sidebar items', () => {
  it('shows moderators only the dashboard and battles', () => {
    expect(navItemsFor('moderator').map((item) => item.slug)).toEqual(['dashboard', 'battles']);
  });

  it('shows admins every section, with the pending badge on battles', () => {
    const items = navItemsFor('admin');
    expect(items.map((item) => item.slug)).toEqual([
      'dashboard',
      'battles',
      'users',
      'wallets',
      'moderators',
      'advertising',
      'analytics',
      'audit',
    ]);
    expect(items.filter((item) => item.pendingBadge).map((item) => item.slug)).toEqual(['battles']);
  });

  it('shows plain users nothing', () => {
    expect(navItemsFor('user')).toEqual([]);
  });
});
