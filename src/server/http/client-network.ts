import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Config } from '#server/config.ts';
import { derivedSecret } from '#server/derived-secret.ts';
import { appError } from './app-error.ts';

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted IPv4 part included). */
function ipv6Groups(address: string): number[] | null {
  let text = address;
  const lastColon = text.lastIndexOf(':');
  const last = text.slice(lastColon + 1);
  if (last.includes('.')) {
    if (!isIPv4(last)) return null;
    const [a = 0, b = 0, c = 0, d = 0] = last.split('.').map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((h) => (/^[0-9a-f]{1,4}$/i.test(h) ? Number.parseInt(h, 16) : -1));
  const head = parse(halves[0] ?? '');
  const tail = halves.length === 2 ? parse(halves[1] ?? '') : [];
  if ([...head, ...tail].some((g) => g < 0)) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  if (missing < 1) return null;
  return [...head, ...Array<number>(missing).fill(0), ...tail];
}

/** ::ffff:a.b.c.d, how a dual-stack socket reports an IPv4 client. */
function mappedIpv4(groups: number[]): string | null {
  if (!groups.slice(0, 5).every((g) => g === 0) || groups[5] !== 0xffff) return null;
  const [hi = 0, lo = 0] = groups.slice(6);
  return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
}

function maskedGroups(groups: number[], prefix: number): number[] {
  return groups.map((group, i) => {
    const bits = Math.min(16, Math.max(0, prefix - i * 16));
    return bits === 0 ? 0 : group & ((0xffff << (16 - bits)) & 0xffff);
  });
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
  const groups = isIPv6(address) ? ipv6Groups(address) : null;
  if (!groups) return ip;
  const v4 = mappedIpv4(groups);
  if (v4) return v4;
  const masked = maskedGroups(groups, ipv6Prefix).map((g) => g.toString(16));
  return `${masked.join(':')}/${ipv6Prefix}`;
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
  const [a, b, c] = narrow.split('.');
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
