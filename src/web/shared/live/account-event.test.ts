import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '#web/lib/query-keys.ts';
import { applyAccountEvent, isAccountEvent } from './account-event.ts';
import { openLiveStreams, registerLiveStream } from './live-streams.ts';

describe('account events', () => {
  it('recognises only well-formed account events', () => {
    expect(isAccountEvent({ type: 'account', change: 'banned' })).toBe(true);
    expect(isAccountEvent({ type: 'account', change: 'signed_out' })).toBe(true);
    expect(isAccountEvent({ type: 'account', change: 'promoted' })).toBe(false);
    expect(isAccountEvent({ type: 'votes', battleId: 'b1' })).toBe(false);
    expect(isAccountEvent(null)).toBe(false);
  });

  it('makes the session be read again', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.me, { user: null });
    expect(client.getQueryState(queryKeys.me)?.isInvalidated).toBe(false);
    applyAccountEvent(client);
    expect(client.getQueryState(queryKeys.me)?.isInvalidated).toBe(true);
  });
});

describe('live stream count', () => {
  it('counts open streams, each released once', () => {
    const before = openLiveStreams();
    const a = registerLiveStream();
    const b = registerLiveStream();
    expect(openLiveStreams()).toBe(before + 2);
    a();
    a();
    expect(openLiveStreams()).toBe(before + 1);
    b();
    expect(openLiveStreams()).toBe(before);
  });
});
