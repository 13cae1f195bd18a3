import { describe, expect, it } from 'vitest';
import { adminUserDefaultDir, adminUserListQuerySchema } from '#domain/schemas/admin-users.ts';
import { listSearch, nextSort, parseListParams } from './list-params.ts';

describe('list parameters in the URL', () => {
  it('reads filters, sort and page, dropping what the schema refuses', () => {
    const params = new URLSearchParams(
      'q=ana&role=owner&status=banned&sort=name&dir=sideways&cursor=abc&limit=9',
    );
    expect(parseListParams(adminUserListQuerySchema, params)).toEqual({
      q: 'ana',
      status: 'banned',
      sort: 'name',
      cursor: 'abc',
      limit: 25,
    });
    expect(parseListParams(adminUserListQuerySchema, new URLSearchParams(''))).toEqual({ limit: 25 });
  });

  it('writes the set values only', () => {
    expect(listSearch({ q: 'ana', role: undefined, sort: 'name', limit: 50, cursor: '' })).toBe(
      'q=ana&sort=name&limit=50',
    );
  });

  it('flips the direction of the same column and starts another in its own', () => {
    expect(nextSort({ sort: 'name', dir: 'asc' }, 'name', adminUserDefaultDir)).toEqual({
      sort: 'name',
      dir: 'desc',
    });
    expect(nextSort({ sort: 'name', dir: 'asc' }, 'battles', adminUserDefaultDir)).toEqual({
      sort: 'battles',
      dir: 'desc',
    });
  });
});
