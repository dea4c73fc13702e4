import { BlockList } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientKey } from '../../server/http/clientKey';

describe('the key a limit per client counts under', () => {
  it('is an IPv4 address itself, also when a dual-stack socket reports it inside IPv6', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 network of an IPv6 address, however it is written', () => {
    expect(clientKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2::ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0DB8:0001:0002:0000:0000:0000:0001')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('puts every address of a /64 under one key and two networks under two, as Node’s own address lists do', () => {
    const group = fc.integer({ min: 0, max: 0xffff }).map((value) => value.toString(16));
    const half = fc.array(group, { minLength: 4, maxLength: 4 }).map((groups) => groups.join(':'));
    fc.assert(
      fc.property(half, half, half, half, (network, host, otherHost, otherNetwork) => {
        const a = `${network}:${host}`;
        const key = clientKey(a);
        expect(key).toMatch(/::\/64$/);
        const list = new BlockList();
        list.addSubnet(key.replace('/64', ''), 64, 'ipv6');
        // The same network with another host, and another network.
        for (const b of [a, `${network}:${otherHost}`, `${otherNetwork}:${host}`]) expect(clientKey(b) === key, b).toBe(list.check(b, 'ipv6'));
        expect(clientKey(`${network}:${otherHost}`)).toBe(key);
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves anything that is no address as it is', () => {
    for (const value of ['', 'client-1', '203.0.113', '2001:db8::g']) expect(clientKey(value)).toBe(value);
  });
});
