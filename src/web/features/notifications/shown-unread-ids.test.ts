import { describe, expect, it } from 'vitest';
import { MARK_READ_MAX_IDS, shownUnreadIds } from './shown-unread-ids.ts';

describe('shownUnreadIds', () => {
  it('takes only the unread notifications of the fetched list, in its order', () => {
    const list = [
      { id: 'a', readAt: null },
      { id: 'b', readAt: '2025-01-01T00:00:00.000Z' },
      { id: 'c', readAt: null },
    ];
    expect(shownUnreadIds(list)).toEqual(['a', 'c']);
    expect(shownUnreadIds([{ id: 'b', readAt: '2025-01-01T00:00:00.000Z' }])).toEqual([]);
  });

  it('never sends more ids than the API accepts', () => {
    const many = Array.from({ length: MARK_READ_MAX_IDS + 5 }, (_, i) => ({ id: `n${i}`, readAt: null }));
    expect(shownUnreadIds(many)).toHaveLength(MARK_READ_MAX_IDS);
  });
});
