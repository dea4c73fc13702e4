import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contract, type ContractGroup } from '../api/contract/index';
import { endpointMeta, type AnyEndpoint, type MetaDefinition } from '../api/contract/endpoint';

/**
 * Writes `api/calls/<group>.ts`: every call of the contract by the same name,
 * with its metadata and without its schemas, for the browser's pages (the
 * client loads the schemas when a call is made). `--check` writes nothing and
 * exits 1 when a file is out of date; `npm test` runs it.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const callsDir = path.join(root, 'api', 'calls');

/**
 * The contract file each group is declared in; null for a group no page of
 * the site calls (the editors' tools call it over HTTP, and the
 * server registers it from the contract), which gets no calls file.
 */
const sourceOf: Record<ContractGroup, string | null> = {
  content: 'content',
  translate: 'content',
  site: 'site',
  auth: 'auth',
  booking: 'booking',
  customer: 'customer',
  staff: 'staff',
  directory: 'directory',
  editor: null,
  partner: 'partner',
};

const OPTIONAL_KEYS = [
  'auth',
  'roles',
  'session',
  'cacheControl',
  'content',
  'cacheMs',
  'idempotent',
  'requiresIdempotencyKey',
  'bindsBrowser',
  'quietStatuses',
] as const;

/** The shortest definition that `endpointMeta` turns back into the endpoint's metadata. */
function definitionOf(endpoint: AnyEndpoint): MetaDefinition {
  const definition: MetaDefinition = { method: endpoint.method, path: endpoint.path };
  if (endpoint.auth !== 'anonymous') definition.auth = endpoint.auth;
  for (const key of OPTIONAL_KEYS) {
    const defaults = endpointMeta(definition);
    if (JSON.stringify(defaults[key]) !== JSON.stringify(endpoint[key])) {
      (definition as Record<string, unknown>)[key] = endpoint[key];
    }
  }
  return definition;
}

const literal = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/"([A-Za-z_][A-Za-z0-9_]*)":/g, '$1: ')
    .replace(/,/g, ', ')
    .replace(/"/g, "'")
    .replace(/^\{(.*)\}$/, '{ $1 }');

function fileOf(group: ContractGroup, source: string): string {
  const entries = Object.entries(contract[group] as Record<string, AnyEndpoint>).map(
    ([name, endpoint]) =>
      `  ${name}: endpointRef<(typeof contract)['${name}']>('${group}.${name}', ${literal(definitionOf(endpoint))}),`,
  );
  return [
    `// Written by \`npm run contract:calls\` from api/contract/${source}.ts; \`npm test\` fails when it is out of date.`,
    `import type { ${group} as contract } from '../contract/${source}';`,
    `import { endpointRef } from '../contract/meta';`,
    '',
    `/** The \`${group}\` calls of the contract, without their schemas (see \`api/contract/meta.ts\`). */`,
    `export const ${group} = {`,
    ...entries,
    '};',
    '',
  ].join('\n');
}

const check = process.argv.includes('--check');
const stale: string[] = [];
for (const group of Object.keys(contract) as ContractGroup[]) {
  const source = sourceOf[group];
  if (source === null) continue;
  const file = path.join(callsDir, `${group}.ts`);
  const text = fileOf(group, source);
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // not written yet
  }
  if (current === text) continue;
  if (check) stale.push(path.relative(root, file));
  else writeFileSync(file, text);
}
if (stale.length > 0) {
  console.error(`Out of date (run \`npm run contract:calls\`): ${stale.join(', ')}`);
  process.exit(1);
}
