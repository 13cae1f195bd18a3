import { describe, expect, it } from 'vitest';
import { testConfig } from '#server/test-support/test-config.ts';
import { clientNetworkKey, networkBucket, wideNetworkBucket } from './client-network.ts';

describe('networkBucket', () => {
  it('keeps an IPv4 address as itself', () => {
    expect(networkBucket('203.0.113.7', 64)).toBe('203.0.113.7');
    expect(networkBucket('203.0.113.8', 64)).not.toBe(networkBucket('203.0.113.7', 64));
  });

  it('maps an IPv4-mapped IPv6 address, dotted or hex, to its IPv4 address', () => {
    expect(networkBucket('::ffff:203.0.113.7', 64)).toBe('203.0.113.7');
    expect(networkBucket('::FFFF:cb00:7107', 64)).toBe('203.0.113.7');
    expect(networkBucket('[::ffff:203.0.113.7]', 64)).toBe('203.0.113.7');
  });

  it('reduces an IPv6 address to its network of the given prefix', () => {
    const one = ['2001:db8:1:1::1', '2001:db8:1:1::2', '2001:db8:1:1:aaaa::3', '2001:0DB8:0001:0001:ffff::'];
    expect(new Set(one.map((ip) => networkBucket(ip, 64)))).toEqual(new Set(['2001:db8:1:1:0:0:0:0/64']));
    expect(networkBucket('2001:db8:1:2::1', 64)).toBe('2001:db8:1:2:0:0:0:0/64');
    expect(networkBucket('2001:db8:1:1:aaaa::3', 128)).toBe('2001:db8:1:1:aaaa:0:0:3/128');
    expect(networkBucket('2001:db8:1:ff::1', 48)).toBe('2001:db8:1:0:0:0:0:0/48');
    expect(networkBucket('2001:db8:1:ff::1', 56)).toBe('2001:db8:1:0:0:0:0:0/56');
    expect(networkBucket('2001:db8:1:1ff::1', 56)).toBe('2001:db8:1:100:0:0:0:0/56');
    expect(networkBucket('fe80::1%eth0', 64)).toBe('fe80:0:0:0:0:0:0:0/64');
    // An IPv4 tail on an address that is not IPv4-mapped is part of the IPv6 address.
    expect(networkBucket('2001:db8::ffff:1.2.3.4', 128)).toBe('2001:db8:0:0:0:ffff:102:304/128');
  });

  it('keeps text that is no address as it is', () => {
    expect(networkBucket('not-an-address', 64)).toBe('not-an-address');
  });

  // ipaddr.js parses these forms its own way; the buckets stay what they were before it.
  it('keeps the shorthand IPv4 forms ipaddr.js accepts as text that is no address', () => {
    for (const text of ['127.1', '0x7f.0.0.1', '::ffff:127.1', '1.2.3.04']) {
      expect(networkBucket(text, 64), text).toBe(text);
    }
  });

  it('counts the deprecated IPv4-compatible ::a.b.c.d as an IPv6 network, not as IPv4', () => {
    expect(networkBucket('::1.2.3.4', 64)).toBe('0:0:0:0:0:0:0:0/64');
    expect(networkBucket('::1.2.3.4', 128)).toBe('0:0:0:0:0:0:102:304/128');
    expect(wideNetworkBucket('::1.2.3.4')).toBe('0:0:0:0:0:0:0:0/48');
  });

  it('writes no zone id into the network', () => {
    expect(networkBucket('fe80::1%25eth0', 128)).toBe('fe80:0:0:0:0:0:0:1/128');
  });
});

describe('clientNetworkKey', () => {
  it('hashes the network with the server secret, never keeping the address', () => {
    const config = testConfig();
    const key = clientNetworkKey(config, '2001:db8:1:1::1');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(clientNetworkKey(config, '2001:db8:1:1:aaaa::3')).toBe(key);
    expect(clientNetworkKey(config, '::ffff:203.0.113.7')).toBe(clientNetworkKey(config, '203.0.113.7'));
    expect(clientNetworkKey(config, '203.0.113.8')).not.toBe(clientNetworkKey(config, '203.0.113.7'));
    const other = testConfig({ AUTH_SECRET: 'another-secret-another-secret-another-secret' });
    expect(clientNetworkKey(other, '203.0.113.7')).not.toBe(clientNetworkKey(config, '203.0.113.7'));
  });
});
