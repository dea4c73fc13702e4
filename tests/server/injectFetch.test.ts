import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { injectFetch } from '../../server/http/injectFetch';

const app = Fastify();
app.get('/api/hello', async (request) => ({ lang: (request.query as { lang?: string }).lang, session: request.headers['x-sessionid'] ?? null }));
app.post('/api/echo', async (request, reply) => reply.code(201).header('set-cookie', ['a=1', 'b=2']).send(request.body));
app.delete('/api/thing', async (_request, reply) => reply.code(204).send());
app.get('/api/slow', async () => new Promise((resolve) => setTimeout(() => resolve({ late: true }), 200)));
const fetchApi = injectFetch(app);
afterAll(() => app.close());

describe('the in-process fetch of the pages’ server-side calls', () => {
  it('answers a GET with its query and headers from the route', async () => {
    const answer = await fetchApi('http://127.0.0.1:1/api/hello?lang=en', { headers: { 'X-SessionId': 's-1' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await answer.json()).toEqual({ lang: 'en', session: 's-1' });
  });

  it('sends a body, and keeps repeated headers and the status', async () => {
    const answer = await fetchApi('http://127.0.0.1:1/api/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ zip: '11120' }),
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await answer.json()).toEqual({ zip: '11120' });
  });

  it('answers 204 without a body, and 404 for an unknown route', async () => {
    const removed = await fetchApi('http://127.0.0.1:1/api/thing', { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect(await removed.text()).toBe('');
    expect((await fetchApi('http://127.0.0.1:1/api/none')).status).toBe(404);
  });

  it('gives up when its signal aborts, as fetch does', async () => {
    const controller = new AbortController();
    const pending = fetchApi('http://127.0.0.1:1/api/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    const aborted = AbortSignal.abort();
    await expect(fetchApi('http://127.0.0.1:1/api/slow', { signal: aborted })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
