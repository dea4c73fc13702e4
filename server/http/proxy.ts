import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/**
 * Which proxies in front of the server are believed about the client
 * (`TRUST_PROXY`), the way Fastify's `trustProxy` and `proxy-addr` count:
 * `X-Forwarded-For` is read from the right (the entry the nearest proxy
 * appended) and only across hops that are trusted, so whatever a client
 * writes at its left is never taken for its address.
 *
 * - `{ hops: n }`: the `n` nearest hops are proxies of ours, whatever their
 *   address. Only safe when clients cannot reach the server but through them.
 * - `{ addresses }`: a hop is a proxy of ours when its address is in these
 *   IP addresses or CIDR ranges (`loopback`, `linklocal`, `uniquelocal`
 *   name the usual ranges).
 */
type ProxyTrustSetting = { hops: number } | { addresses: readonly string[] };

export interface ProxyTrust {
  readonly setting: ProxyTrustSetting;
  /**
   * Whether the hop `hop` away (0: the peer connected to us, 1: the address
   * that peer forwarded, …) with `address` is a trusted proxy. This is the
   * function Fastify's `trustProxy` takes; `request.ip` is then the first
   * untrusted hop.
   */
  readonly trusts: (address: string, hop: number) => boolean;
}

/** The named ranges `proxy-addr` (and so Fastify) knows. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** The most hops a deployment plausibly has in front (CDN, load balancer, ingress, …). */
const MAX_HOPS = 10;

const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

function addressList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries.flatMap((item) => NAMED_RANGES[item.toLowerCase()] ?? [item])) {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) throw new Error(`TRUST_PROXY: "${entry}" is no IP address or CIDR range`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const prefix = Number(bits);
    if (!/^\d{1,3}$/.test(bits) || prefix > (family === 4 ? 32 : 128)) throw new Error(`TRUST_PROXY: "${entry}" has no valid prefix length`);
    list.addSubnet(address, prefix, type);
  }
  return list;
}

/** Whether `address` (as a socket or `X-Forwarded-For` names it) is in `list`. */
function listed(list: BlockList, address: string): boolean {
  const mapped = MAPPED_IPV4.exec(address)?.[1];
  const plain = mapped ?? address;
  const family = isIP(plain);
  if (family === 0) return false;
  return list.check(plain, family === 4 ? 'ipv4' : 'ipv6') || (mapped !== undefined && list.check(address, 'ipv6'));
}

/**
 * Reads `TRUST_PROXY`: unset, empty, `0` or `false` trusts no proxy; a
 * whole number trusts that many hops; anything else is a comma-separated
 * list of addresses and ranges. `true` (trust every hop, so the left-most
 * `X-Forwarded-For`, which any client writes) is refused, as is anything
 * that does not parse: a start that fails beats a server that believes
 * forged addresses.
 */
export function readTrustProxy(value: string | undefined): ProxyTrust | undefined {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return undefined;
  if (text.toLowerCase() === 'true') {
    throw new Error('TRUST_PROXY=true would believe any client\'s X-Forwarded-For; give the number of proxies in front (e.g. 1) or their addresses');
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) throw new Error(`TRUST_PROXY: ${hops} proxy hops is more than ${MAX_HOPS}; give their addresses instead`);
    return { setting: { hops }, trusts: (_address, hop) => hop < hops };
  }
  const addresses = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const list = addressList(addresses);
  return { setting: { addresses }, trusts: (address) => listed(list, address) };
}

/**
 * The protocol the client used, as Fastify's `request.protocol` reads it:
 * `X-Forwarded-Proto` counts only when the peer connected to us is a
 * trusted proxy, and then its last entry (the one that peer wrote).
 */
export function forwardedProto(headers: Record<string, string | string[] | undefined>, peer: string | undefined, trust: ProxyTrust | undefined): string | undefined {
  if (!trust || peer === undefined || !trust.trusts(peer, 0)) return undefined;
  const header = headers['x-forwarded-proto'];
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return undefined;
  return value.slice(value.lastIndexOf(',') + 1).trim().toLowerCase();
}

/**
 * The client address of a request that does not pass through Fastify, by
 * the rule `request.ip` follows (`TRUST_PROXY`, as `@fastify/proxy-addr`
 * reads it): the socket's peer, then `X-Forwarded-For` from the right, for
 * as long as the hop is a trusted proxy. What a client writes at the left
 * of the header is never reached.
 */
export function clientAddress(req: IncomingMessage, trust: ProxyTrust | undefined): string {
  const peer = req.socket?.remoteAddress ?? '';
  const header = req.headers['x-forwarded-for'];
  if (!trust || typeof header !== 'string') return peer;
  const hops = [
    peer,
    ...header
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .reverse(),
  ];
  let index = 0;
  while (index < hops.length - 1 && trust.trusts(hops[index]!, index)) index += 1;
  return hops[index]!;
}
