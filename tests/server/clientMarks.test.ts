import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { clientLoggerFactory, clientMarksOf } from '../../server/http/clientMarks';

const VISITOR = '3F2504E0-4F89-41D3-9A0C-0305E82C3301';

describe("a call's marks: the visitor and the build of the page that made it", () => {
  const marks = (headers: Record<string, string>, query: string) => clientMarksOf({ headers, url: `/api/v1/x${query}` }, 'a1b2c3d4');

  it('reads a UUID X-UserId and a six-character _v, and says when the page is of another build', () => {
    expect(marks({ 'x-userid': VISITOR }, '?lang=sv&_v=a1b2c3')).toEqual({ visitor: VISITOR.toLowerCase(), clientVersion: 'a1b2c3' });
    expect(marks({}, '?_v=ffffff')).toEqual({ clientVersion: 'ffffff', staleClient: true });
  });

  it('leaves out what the site’s client would never send', () => {
    expect(marks({ 'x-userid': 'visitor-1 {"audit":true}' }, '?_v=a1b2c3d')).toEqual({});
    expect(marks({ 'x-userid': `${VISITOR}x` }, '?_v=a1b2c3&_v=a1b2c3')).toEqual({});
    expect(marks({}, '?_v=a1b2%0A3')).toEqual({});
    expect(marks({}, '?_v=a1b2%003')).toEqual({});
    expect(marks({}, '')).toEqual({});
  });

  it('binds them to the lines written for the call, its answer among them', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream }, childLoggerFactory: clientLoggerFactory('a1b2c3d4') });
    app.get('/v1/x', async (request) => {
      request.log.warn('inside');
      return { ok: true };
    });
    await app.inject({ method: 'GET', url: '/v1/x?_v=0ld0ld', headers: { 'X-UserId': VISITOR } });
    await app.close();
    const incoming = lines.find((line) => line.msg === 'incoming request');
    const inside = lines.find((line) => line.msg === 'inside');
    const completed = lines.find((line) => line.msg === 'request completed');
    for (const line of [incoming, inside, completed]) expect(line).toMatchObject({ visitor: VISITOR.toLowerCase(), clientVersion: '0ld0ld', staleClient: true });
  });
});
