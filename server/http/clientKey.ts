import { isIPv4, isIPv6 } from 'node:net';

/** IPv4 written inside IPv6 (`::ffff:192.0.2.1`), as a dual-stack socket reports an IPv4 client. */
const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The eight 16-bit groups of an IPv6 address, `::` expanded (an embedded IPv4 tail as its two groups). */
function groupsOf(ip: string): number[] {
  const [head = '', tail] = ip.split('::');
  const part = (text: string) => {
    if (text === '') return [];
    return text.split(':').flatMap((group) => {
      if (!isIPv4(group)) return [parseInt(group, 16)];
      const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
      return [(a << 8) | b, (c << 8) | d];
    });
  };
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key every limit per client counts under (the rate limits of the API,
 * the directory's login failures, wrong discount codes, contact messages):
 * an IPv4 address as it is; an IPv6 address by its /64 network,
 * since one home or phone gets a whole /64 and may use any address in it.
 * Anything else (a test's name for a client) as it is.
 */
export function clientKey(ip: string): string {
  const mapped = MAPPED_IPV4.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  return `${groupsOf(ip.split('%')[0]!)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
