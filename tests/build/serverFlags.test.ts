import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../scripts/server-flags.mjs';

describe('the server’s heap settings', () => {
  it('are the same in `npm start` as in the bench and the end-to-end tests', () => {
    const pkg = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.mjs`);
  });
});
