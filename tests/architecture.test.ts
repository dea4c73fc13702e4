import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Imports flow one way: pages → ui → machines → api (DESIGN.md). This test
 * reads every source file's imports and fails on one that goes the wrong way.
 */
const root = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  const full = path.join(root, dir);
  return readdirSync(full).flatMap((name) => {
    const file = path.join(full, name);
    if (statSync(file).isDirectory()) return sources(path.join(dir, name));
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path.join(dir, name)] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const found = [...text.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/gm), ...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)];
  return found.map((match) => match[1]!);
}

/** The top-level folder an import lands in, or the package name. */
function target(file: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
  const resolved = path.normalize(path.join(path.dirname(file), specifier));
  return `${resolved.split(path.sep)[0]}/`;
}

const rules: { folder: string; forbidden: (t: string) => boolean; why: string }[] = [
  {
    folder: 'api',
    forbidden: (t) => t.endsWith('/') && t !== 'api/',
    why: 'api/ imports nothing of ours but itself',
  },
  {
    folder: 'machines',
    forbidden: (t) => ['ui/', 'pages/', 'server/', 'i18n/', 'react', 'next', '@xstate/react'].includes(t) || t.startsWith('@lingui'),
    why: 'machines/ are pure: api/ types and helpers only',
  },
  {
    folder: 'ui',
    forbidden: (t) => ['pages/', 'server/'].includes(t),
    why: 'ui/ never reaches up into pages/ or into the server',
  },
  {
    folder: 'server',
    forbidden: (t) => ['ui/', 'machines/', 'pages/', 'i18n/'].includes(t),
    why: 'server/ uses the api/ contract, never the views or machines',
  },
  {
    folder: 'i18n',
    forbidden: (t) => ['ui/', 'pages/', 'server/', 'machines/'].includes(t),
    why: 'i18n/ depends on api/ types only',
  },
  {
    folder: 'pages',
    forbidden: (t) => ['server/', 'machines/'].includes(t),
    why: 'pages/ are thin: ui/, api/ and i18n/',
  },
];

describe('import direction', () => {
  for (const rule of rules) {
    it(rule.why, () => {
      const offending = sources(rule.folder).flatMap((file) =>
        importsOf(file)
          .filter((specifier) => rule.forbidden(target(file, specifier)))
          .map((specifier) => `${file} → ${specifier}`),
      );
      expect(offending).toEqual([]);
    });
  }
});
