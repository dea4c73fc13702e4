import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** msgid → msgstr of a .po file (single-line entries, as Lingui writes them). */
function readPo(file: string): Map<string, string> {
  const entries = new Map<string, string>();
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"/gm)) {
    if (match[1]) entries.set(match[1], match[2] ?? '');
  }
  return entries;
}

/** Every catalog of a language (the site's, My pages'), as one map. */
const CATALOGS = ['messages', 'myPages'] as const;
const readLocale = (locale: string) =>
  new Map(CATALOGS.flatMap((catalog) => [...readPo(path.join(root, `i18n/locales/${locale}/${catalog}.po`))]));

const committed = { sv: readLocale('sv'), en: readLocale('en') };

describe('translation catalogs', () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'lingui-check-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('hold every message of the source code (extraction adds nothing)', () => {
    // Extract into a scratch folder with the project's own config, then compare ids.
    const config = path.join(tmp, 'lingui.config.ts');
    writeFileSync(
      config,
      `import base from ${JSON.stringify(path.join(root, 'lingui.config.ts'))};\n` +
        `export default { ...base, rootDir: ${JSON.stringify(root)}, catalogs: base.catalogs.map((c, i) => ({ ...c, path: ${JSON.stringify(tmp)} + '/' + i + '/{locale}' })) };\n`,
    );
    execFileSync(path.join(root, 'node_modules/.bin/lingui'), ['extract', '--config', config], { cwd: root, stdio: 'pipe' });
    const extracted = new Map(CATALOGS.flatMap((_, i) => [...readPo(path.join(tmp, String(i), 'en.po'))]));
    const missing = [...extracted.keys()].filter((id) => !committed.en.has(id));
    expect(missing, 'run `npm run i18n:extract` and translate the new messages').toEqual([]);
  }, 60_000);

  it.each(['sv', 'en'] as const)('translate every message into %s', (locale) => {
    const untranslated = [...committed[locale].entries()].filter(([, text]) => text.trim() === '').map(([id]) => id);
    expect(untranslated).toEqual([]);
  });

  it('have the same messages in both languages', () => {
    expect([...committed.sv.keys()].sort()).toEqual([...committed.en.keys()].sort());
  });
});
