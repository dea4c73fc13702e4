#!/usr/bin/env python3
"""Fills msgstr of a .po catalog from a JSON object {id: translation}.

Usage: scripts/po-fill.py i18n/locales/sv/messages.po translations.json
Only empty msgstr entries are filled unless --force is given.
"""
import json, re, sys

def quote(s):
    return '"' + s.replace('\\', '\\\\').replace('"', '\\"').replace('\n', '\\n') + '"'

path, source = sys.argv[1], sys.argv[2]
force = '--force' in sys.argv
with open(source, encoding='utf-8') as f:
    table = json.load(f)
text = open(path, encoding='utf-8').read()
blocks = text.split('\n\n')
filled = 0
for i, block in enumerate(blocks):
    m = re.search(r'^msgid "(.*)"$', block, re.M)
    if not m or m.group(1) not in table:
        continue
    empty = re.search(r'^msgstr ""$', block, re.M) and not re.search(r'^msgstr ""\n"', block, re.M)
    if not empty and not force:
        continue
    block = re.sub(r'^msgstr (".*"\n?)+', 'msgstr ' + quote(table[m.group(1)]) + ('\n' if block.endswith('\n') else ''), block, flags=re.M)
    blocks[i] = block
    filled += 1
open(path, 'w', encoding='utf-8').write('\n\n'.join(blocks))
print(f'filled {filled} of {len(table)}')
