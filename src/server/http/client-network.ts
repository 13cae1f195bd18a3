import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import type { Config } from '#server/config.ts';
import { derivedSecret } from '#server/derived-secret.ts';
import { appError } from './app-error.ts';

/** The mask of each prefix length, made once: `subnetMaskFromPrefixLength` builds it anew per call. */
const ipv6Masks = new Map<number, number[]>();
function ipv6Mask(prefix: number): number[] {
  let mask = ipv6Masks.get(prefix);
  if (!mask) {
    mask = ipaddr.IPv6.subnetMaskFromPrefixLength(prefix).parts;
    ipv6Masks.set(prefix, mask);
  }
  return mask;
}

/**
 * An IPv6 address Node's isIPv6 accepted, parsed by ipaddr.js, except for one form: ipaddr.js reads
 * the deprecated IPv4-compatible `::a.b.c.d` as the IPv4-mapped `::ffff:a.b.c.d`, which would make
 * it one IPv4 client instead of the IPv6 network `::/64` it always counted as
 * (docs/decisions/0036-libraries-instead-of-our-own.md).
 */
function ipv6Address(address: string): ipaddr.IPv6 {
  const tail = address.slice(2);
  if (!address.startsWith('::') || !isIPv4(tail)) return ipaddr.IPv6.parse(address);
  const [a = 0, b = 0, c = 0, d = 0] = ipaddr.IPv4.parse(tail).octets;
  return new ipaddr.IPv6([0, 0, 0, 0, 0, 0, (a << 8) | b, (c << 8) | d]);
}

/**
 * Which network a client address stands for: an IPv4 address is itself (so two IPv4 clients stay
 * two visitors), an IPv4-mapped IPv6 address is its IPv4 address, and any other IPv6 address is
 * its network of `ipv6Prefix` bits (`2001:db8:1:1:0:0:0:0/64`), because one home or phone is
 * handed a whole /64 and picks addresses from it at will. Text that is no address (it cannot come
 * from a socket; a trusted proxy would have to write it) is kept as is.
 */
export function networkBucket(ip: string, ipv6Prefix: number): string {
  const address = ip
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  if (isIPv4(address)) return address;
  // Node's check gates ipaddr.js, whose parser also takes forms no socket reports ('127.1',
  // '0x7f.0.0.1', '::ffff:127.1'): those stay text that is no address, as before.
  if (!isIPv6(address)) return ip;
  const parsed = ipv6Address(address);
  if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().toString();
  const mask = ipv6Mask(ipv6Prefix);
  // toNormalizedString writes every group, unpadded and lower case: the spelling the stored
  // hashes were made from (docs/decisions/0009-fair-play-identity.md).
  const network = new ipaddr.IPv6(parsed.parts.map((part, i) => part & (mask[i] ?? 0)));
  return `${network.toNormalizedString()}/${ipv6Prefix}`;
}

/**
 * The client's network as every per-visitor limit keys it (guest votes, sign-up, resend and login
 * throttles): a keyed hash of networkBucket, so no address is ever stored. The key keeps its old
 * purpose name ('guest-ip'), so an IPv4 guest vote cast before networks were counted still counts.
 */
export function clientNetworkKey(config: Config, ip: string): string {
  const bucket = networkBucket(ip, config.GUEST_IPV6_PREFIX);
  return createHmac('sha256', derivedSecret(config, 'guest-ip')).update(bucket).digest('hex');
}

/**
 * The wider network a client sits in, for the vote review's burst flags (several homes of one
 * provider's block, a cloud's range): an IPv6 /48, or for IPv4 (and IPv4-mapped) addresses the /24.
 */
export function wideNetworkBucket(ip: string): string {
  const narrow = networkBucket(ip, 48);
  if (!isIPv4(narrow)) return narrow;
  const [a, b, c] = ipaddr.IPv4.parse(narrow).octets;
  return `${a}.${b}.${c}.0/24`;
}

/** A keyed hash of wideNetworkBucket, never the address (a purpose of its own). */
export function wideNetworkKey(config: Config, ip: string): string {
  return createHmac('sha256', derivedSecret(config, 'wide-network'))
    .update(wideNetworkBucket(ip))
    .digest('hex');
}

/**
 * The client's address as one spelling of an IP: `203.0.113.7:5678` and `[2001:db8::1]:443` (an
 * X-Forwarded-For entry some proxies write with the port) are their address, a zone id is dropped.
 * Null when what is left is no IP address at all.
 */
export function normalizedAddress(entry: string): string | null {
  const text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(text);
  const address = (bracketed?.[1] ?? v4WithPort?.[1] ?? text).replace(/%.*$/, '');
  return isIPv4(address) || isIPv6(address) ? address : null;
}

/**
 * The address every per-visitor limit starts from. request.ip is the socket's peer unless
 * TRUST_PROXY names proxies (Fastify's trustProxy), so a forged X-Forwarded-For cannot pick a fresh
 * identity; and what a trusted proxy wrote is normalized, so a port or a non-address cannot make
 * each request a new visitor either: no address at all is a 400.
 */
export function clientAddress(request: FastifyRequest): string {
  const address = normalizedAddress(request.ip ?? '');
  if (address === null) throw appError('MALFORMED_REQUEST');
  return address;
}

/** The request's client network (a keyed hash, see clientNetworkKey). */
export function requestNetwork(config: Config, request: FastifyRequest): string {
  return clientNetworkKey(config, clientAddress(request));
}

/** The request's wide network (a keyed hash, see wideNetworkKey). */
export function requestWideNetwork(config: Config, request: FastifyRequest): string {
  return wideNetworkKey(config, clientAddress(request));
}
