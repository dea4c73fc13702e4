import type { Inline, RichBlock, RichText } from '../../api/contract/content.schemas';

/**
 * Editors' text format for the seed content: a small Markdown subset turned
 * into the content store's rich text. Blocks are separated by blank lines;
 * `## `/`### `/`#### ` start headings, `- ` and `1. ` lines make lists;
 * inline `**bold**`, `*italic*` and `[label](href)`.
 */
export function markdownToRichText(source: string, resolveHref: (href: string) => string = (href) => href): RichText {
  const blocks: RichBlock[] = [];
  const chunks = source
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean);
  for (const chunk of chunks) {
    const heading = /^(#{2,4})\s+(.+)$/.exec(chunk);
    if (heading && !chunk.includes('\n')) {
      blocks.push({ type: 'heading', level: heading[1].length as 2 | 3 | 4, text: heading[2].trim() });
      continue;
    }
    const lines = chunk.split('\n').map((line) => line.trim());
    if (lines.every((line) => /^[-*]\s+/.test(line))) {
      blocks.push({ type: 'list', items: lines.map((line) => parseInline(line.replace(/^[-*]\s+/, ''), resolveHref)) });
      continue;
    }
    if (lines.every((line) => /^\d+[.)]\s+/.test(line))) {
      blocks.push({
        type: 'list',
        ordered: true,
        items: lines.map((line) => parseInline(line.replace(/^\d+[.)]\s+/, ''), resolveHref)),
      });
      continue;
    }
    blocks.push({ type: 'paragraph', children: parseInline(lines.join(' '), resolveHref) });
  }
  return blocks;
}

const inlinePattern = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Splits one line into runs of plain, bold, italic and linked text. */
function parseInline(text: string, resolveHref: (href: string) => string = (href) => href): Inline[] {
  const runs: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(inlinePattern)) {
    const at = match.index ?? 0;
    if (at > last) runs.push({ text: text.slice(last, at) });
    if (match[1] !== undefined) runs.push({ text: match[1], bold: true });
    else if (match[2] !== undefined) runs.push({ text: match[2], italic: true });
    else runs.push({ text: match[3], href: resolveHref(match[4]) });
    last = at + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last) });
  return runs.length > 0 ? runs : [{ text: '' }];
}

