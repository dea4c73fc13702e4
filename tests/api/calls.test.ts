import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namedEndpoints, type AnyEndpoint } from '../../api/contract';
import type { EndpointRef } from '../../api/contract/meta';
import { withSchemas, withSchemasNow } from '../../api/client/schemas';

/** Every `api/calls/<group>.ts`, by group. */
async function callModules(): Promise<Map<string, Record<string, EndpointRef>>> {
  const dir = path.resolve(import.meta.dirname, '../../api/calls');
  const groups = new Map<string, Record<string, EndpointRef>>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
    const group = file.replace(/\.ts$/, '');
    const module = (await import(path.join(dir, file))) as Record<string, Record<string, EndpointRef>>;
    groups.set(group, module[group]);
  }
  return groups;
}

const metaOf = ({ params: _p, query: _q, body: _b, response: _r, refusal: _f, ...meta }: AnyEndpoint) => meta;

/** The group no page of the site calls (editors' tools call it over HTTP): no calls file for the browser. */
const NOT_CALLED_BY_PAGES = new Set(['editor']);
const pageEndpoints = namedEndpoints.filter(({ group }) => !NOT_CALLED_BY_PAGES.has(group));

describe('api/calls (the contract without its schemas, for the browser)', () => {
  it('names every call of the contract that pages make with its metadata, and nothing else (run `npm run contract:calls` after a change)', async () => {
    const groups = await callModules();
    expect([...groups.keys()].filter((group) => NOT_CALLED_BY_PAGES.has(group))).toEqual([]);
    const expected = pageEndpoints.map(({ group, name, endpoint }) => ({ id: `${group}.${name}`, ...metaOf(endpoint) }));
    const actual = [...groups.values()].flatMap((calls) => Object.values(calls));
    expect(actual).toHaveLength(expected.length);
    for (const meta of expected) {
      const [group, name] = meta.id.split('.');
      expect(groups.get(group)?.[name], meta.id).toEqual(meta);
    }
  });

  it('finds each call’s schemas in its own group of the contract, loaded with the group’s first call', async () => {
    const groups = await callModules();
    for (const { group, name, endpoint } of pageEndpoints) {
      const ref = groups.get(group)![name]!;
      expect(await withSchemas(ref), ref.id).toBe(endpoint);
      expect(withSchemasNow(ref), ref.id).toBe(endpoint);
    }
  });
});
