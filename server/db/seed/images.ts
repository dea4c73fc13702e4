import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { IMAGE_SIZE, SQUARE_IMAGE_SIZE } from './build';

/**
 * The seed's images, drawn at seed time: a diagonal gradient in the image's
 * two colours, soft light circles and a white line-art motif. Deterministic
 * per id, so every seeded database holds the same pictures, and nothing is
 * downloaded.
 */

interface ImageSpec {
  id: string;
  motif: string;
  colors: [string, string];
  square?: boolean;
}

/** Small deterministic generator seeded by the image id (positions of the light circles). */
function random(seed: string) {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = Math.imul(state ^ (state >>> 15), 2246822507);
    state = Math.imul(state ^ (state >>> 13), 3266489909);
    state ^= state >>> 16;
    return (state >>> 0) / 4294967296;
  };
}

const stroke = 'fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"';
const fill = 'fill="#fff"';

const sparkle = (x: number, y: number, r: number) =>
  `<path ${fill} d="M${x} ${y - r} C${x + r * 0.12} ${y - r * 0.12} ${x + r * 0.12} ${y - r * 0.12} ${x + r} ${y} C${x + r * 0.12} ${y + r * 0.12} ${x + r * 0.12} ${y + r * 0.12} ${x} ${y + r} C${x - r * 0.12} ${y + r * 0.12} ${x - r * 0.12} ${y + r * 0.12} ${x - r} ${y} C${x - r * 0.12} ${y - r * 0.12} ${x - r * 0.12} ${y - r * 0.12} ${x} ${y - r}Z"/>`;

/** Motifs drawn in a 400x400 box. */
const motifs: Record<string, string> = {
  window: `<rect x="70" y="50" width="260" height="300" rx="14" ${stroke}/><line x1="200" y1="50" x2="200" y2="350" ${stroke}/><line x1="70" y1="200" x2="330" y2="200" ${stroke}/><line x1="100" y1="150" x2="150" y2="90" stroke="#fff" stroke-opacity="0.6" stroke-width="10" stroke-linecap="round"/><line x1="230" y1="310" x2="290" y2="240" stroke="#fff" stroke-opacity="0.6" stroke-width="10" stroke-linecap="round"/><line x1="40" y1="370" x2="360" y2="370" ${stroke}/>`,
  sparkle: `${sparkle(200, 190, 140)}${sparkle(330, 80, 45)}${sparkle(80, 320, 35)}${sparkle(340, 320, 25)}`,
  house: `<path d="M60 200 L200 70 L340 200" ${stroke}/><path d="M95 175 V350 H305 V175" ${stroke}/><rect x="170" y="250" width="60" height="100" rx="6" ${stroke}/><rect x="115" y="205" width="45" height="45" rx="4" ${stroke}/><rect x="240" y="205" width="45" height="45" rx="4" ${stroke}/><path d="M265 100 V70 H295 V128" ${stroke}/>`,
  broom: `<line x1="300" y1="40" x2="190" y2="250" ${stroke}/><path d="M150 235 L240 282 L205 360 L95 305 Z" ${stroke}/><line x1="130" y1="300" x2="150" y2="260" stroke="#fff" stroke-width="8"/><line x1="165" y1="318" x2="185" y2="276" stroke="#fff" stroke-width="8"/>${sparkle(320, 300, 40)}${sparkle(80, 130, 30)}`,
  boxes: `<rect x="60" y="210" width="150" height="140" rx="8" ${stroke}/><rect x="210" y="210" width="140" height="140" rx="8" ${stroke}/><rect x="130" y="70" width="150" height="140" rx="8" ${stroke}/><line x1="135" y1="210" x2="135" y2="250" ${stroke}/><line x1="280" y1="210" x2="280" y2="250" ${stroke}/><line x1="205" y1="70" x2="205" y2="110" ${stroke}/>`,
  tools: `<g transform="rotate(-40 200 200)"><rect x="185" y="120" width="30" height="250" rx="12" ${stroke}/><path d="M130 70 H270 V130 H130 Z" ${stroke}/></g><g transform="rotate(40 200 200)"><path d="M190 150 V360 M210 150 V360" ${stroke}/><path d="M160 60 A55 55 0 1 0 240 60 L240 110 L160 110 Z" ${stroke}/></g>`,
  leaf: `<path d="M80 330 C60 180 170 60 340 60 C340 230 230 340 80 330 Z" ${stroke}/><path d="M80 330 C160 250 230 170 300 100" ${stroke}/><path d="M150 260 L150 200 M200 210 L215 150 M200 210 L260 215 M150 260 L210 270" stroke="#fff" stroke-width="9" stroke-linecap="round"/>`,
  recycle: `<path d="M200 70 L270 190" ${stroke}/><path d="M300 240 L100 240" ${stroke}/><path d="M130 190 L200 70" ${stroke}/><path d="M245 185 L275 195 L285 160" ${stroke}/><path d="M130 215 L100 240 L125 265" ${stroke}/><path d="M155 120 L200 70 L200 70" ${stroke}/><circle cx="200" cy="200" r="165" stroke="#fff" stroke-opacity="0.35" stroke-width="8" fill="none"/>`,
  building: `<rect x="110" y="50" width="180" height="310" rx="6" ${stroke}/>${[90, 150, 210, 270]
    .map((y) => [150, 200, 250].map((x) => `<rect x="${x - 14}" y="${y}" width="28" height="30" rx="3" ${fill} fill-opacity="0.85"/>`).join(''))
    .join('')}<rect x="180" y="315" width="40" height="45" ${fill}/><line x1="40" y1="360" x2="360" y2="360" ${stroke}/>`,
  office: `<rect x="90" y="80" width="220" height="150" rx="12" ${stroke}/><line x1="200" y1="230" x2="200" y2="290" ${stroke}/><line x1="150" y1="290" x2="250" y2="290" ${stroke}/><line x1="40" y1="330" x2="360" y2="330" ${stroke}/><line x1="120" y1="120" x2="230" y2="120" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-opacity="0.7"/><line x1="120" y1="160" x2="200" y2="160" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-opacity="0.7"/>`,
  chat: `<path d="M60 90 H250 Q270 90 270 110 V210 Q270 230 250 230 H130 L85 270 V230 H80 Q60 230 60 210 V110 Q60 90 80 90 Z" ${stroke}/><path d="M300 160 H330 Q350 160 350 180 V280 Q350 300 330 300 H320 V340 L275 300 H170 Q150 300 150 280 V260" ${stroke}/><circle cx="120" cy="160" r="12" ${fill}/><circle cx="165" cy="160" r="12" ${fill}/><circle cx="210" cy="160" r="12" ${fill}/>`,
  map: `<path d="M40 110 L145 70 L255 110 L360 70 V300 L255 340 L145 300 L40 340 Z" stroke="#fff" stroke-opacity="0.55" stroke-width="10" fill="none" stroke-linejoin="round"/><path d="M200 320 C150 250 120 210 120 165 A80 80 0 0 1 280 165 C280 210 250 250 200 320 Z" ${stroke}/><circle cx="200" cy="165" r="28" ${stroke}/>`,
  people: `<circle cx="200" cy="130" r="50" ${stroke}/><path d="M110 330 C110 240 290 240 290 330" ${stroke}/><circle cx="85" cy="175" r="35" stroke="#fff" stroke-opacity="0.7" stroke-width="12" fill="none"/><path d="M20 320 C20 260 120 250 140 270" stroke="#fff" stroke-opacity="0.7" stroke-width="12" fill="none" stroke-linecap="round"/><circle cx="315" cy="175" r="35" stroke="#fff" stroke-opacity="0.7" stroke-width="12" fill="none"/><path d="M380 320 C380 260 280 250 260 270" stroke="#fff" stroke-opacity="0.7" stroke-width="12" fill="none" stroke-linecap="round"/>`,
  heart: `<path d="M200 340 C90 260 50 200 50 145 C50 95 90 60 135 60 C165 60 190 78 200 100 C210 78 235 60 265 60 C310 60 350 95 350 145 C350 200 310 260 200 340 Z" ${stroke}/>${sparkle(320, 60, 30)}`,
  calendar: `<rect x="70" y="80" width="260" height="260" rx="18" ${stroke}/><line x1="70" y1="150" x2="330" y2="150" ${stroke}/><line x1="140" y1="50" x2="140" y2="110" ${stroke}/><line x1="260" y1="50" x2="260" y2="110" ${stroke}/>${[195, 250, 300]
    .map((y) => [120, 175, 230, 285].map((x) => `<circle cx="${x}" cy="${y}" r="11" ${fill} fill-opacity="0.85"/>`).join(''))
    .join('')}`,
  phone: `<rect x="125" y="40" width="150" height="320" rx="26" ${stroke}/><line x1="180" y1="75" x2="220" y2="75" ${stroke}/><circle cx="200" cy="320" r="12" ${fill}/><rect x="150" y="110" width="100" height="40" rx="8" ${fill} fill-opacity="0.8"/><rect x="150" y="170" width="100" height="40" rx="8" ${fill} fill-opacity="0.55"/><rect x="150" y="230" width="100" height="40" rx="8" ${fill} fill-opacity="0.35"/>`,
  avatar: `<circle cx="200" cy="160" r="80" ${fill} fill-opacity="0.92"/><path d="M60 400 C60 280 340 280 340 400 Z" ${fill} fill-opacity="0.92"/>`,
};

/** The SVG of one seed image. */
function seedImageSvg(spec: ImageSpec): string {
  const { width, height } = spec.square ? SQUARE_IMAGE_SIZE : IMAGE_SIZE;
  const next = random(spec.id);
  const circles = Array.from({ length: 7 }, () => {
    const r = 60 + next() * (width / 4);
    return `<circle cx="${(next() * width).toFixed(0)}" cy="${(next() * height).toFixed(0)}" r="${r.toFixed(0)}" fill="#fff" fill-opacity="${(0.04 + next() * 0.1).toFixed(2)}"/>`;
  }).join('');
  const motif = motifs[spec.motif] ?? motifs.sparkle;
  // The motif sits right of centre on wide images (room for hero text on the left), centred on square ones.
  const scale = spec.square ? width / 400 : (height * 0.62) / 400;
  const x = spec.square ? 0 : width * 0.68 - 200 * scale;
  const y = spec.square ? 0 : (height - 400 * scale) / 2;
  const wave = `<path d="M0 ${height * 0.78} C${width * 0.3} ${height * 0.7} ${width * 0.6} ${height * 0.92} ${width} ${height * 0.8} V${height} H0 Z" fill="#fff" fill-opacity="0.08"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${spec.colors[0]}"/><stop offset="1" stop-color="${spec.colors[1]}"/></linearGradient>
<radialGradient id="light" cx="0.75" cy="0.2" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/><rect width="100%" height="100%" fill="url(#light)"/>${circles}${spec.square ? '' : wave}
<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(4)})" opacity="0.92">${motif}</g></svg>`;
}

interface SeedImage {
  id: string;
  mime: string;
  bytes: Uint8Array;
  width: number;
  height: number;
}

/** Reads SVGs (a JSON array) on stdin and writes their JPEGs (a JSON array of base64) on stdout. */
const JPEG_SCRIPT = `
const sharp = require(process.argv[1]);
let input = '';
process.stdin.setEncoding('utf8').on('data', (chunk) => { input += chunk; }).on('end', async () => {
  const jpegs = [];
  for (const svg of JSON.parse(input)) {
    jpegs.push((await sharp(Buffer.from(svg)).jpeg({ quality: 82, progressive: true }).toBuffer()).toString('base64'));
  }
  process.stdout.write(JSON.stringify(jpegs));
});`;

/**
 * The seed images as JPEG. Drawn in a child process that exits when done
 * (drawing SVGs takes libvips about 100 MB across its threads, which the
 * server would otherwise hold for its whole life after a first start), or,
 * with a cache folder (`SEED_IMAGE_CACHE`), read from there when the same
 * drawings were made before with the same sharp: drawing them takes seconds
 * of CPU, and the tests seed many databases.
 */
export async function renderSeedImages(specs: readonly ImageSpec[], cacheDir = process.env.SEED_IMAGE_CACHE): Promise<SeedImage[]> {
  const svgs = specs.map(seedImageSvg);
  const sharpPath = createRequire(import.meta.url).resolve('sharp');
  const cached = cacheDir ? path.join(cacheDir, `${await drawingsHash(svgs, sharpPath)}.json`) : undefined;
  let jpegs = cached ? await readCached(cached, svgs.length) : undefined;
  if (!jpegs) {
    jpegs = await drawJpegs(svgs, sharpPath);
    // A folder that cannot be written only costs the next seed a drawing.
    if (cached) await writeCached(cached, jpegs).catch(() => undefined);
  }
  return specs.map((spec, index) => {
    const { width, height } = spec.square ? SQUARE_IMAGE_SIZE : IMAGE_SIZE;
    return { id: spec.id, mime: 'image/jpeg', bytes: new Uint8Array(Buffer.from(jpegs[index], 'base64')), width, height };
  });
}

/** Draws the SVGs as JPEGs (base64) in a child process. */
async function drawJpegs(svgs: string[], sharpPath: string): Promise<string[]> {
  const child = spawn(process.execPath, ['--eval', JPEG_SCRIPT, sharpPath], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  child.stdin.end(JSON.stringify(svgs));
  const code = await new Promise<number | string | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (status, signal) => resolve(status ?? signal));
  });
  if (code !== 0) throw new Error(`Rendering the seed images failed (the child process ended with ${code}).`);
  return JSON.parse(output) as string[];
}

/** What the JPEGs depend on: the drawings, how they are encoded and the version of sharp. */
async function drawingsHash(svgs: string[], sharpPath: string): Promise<string> {
  const hash = createHash('sha256').update(JPEG_SCRIPT).update(await fs.readFile(path.join(path.dirname(sharpPath), '..', 'package.json')));
  for (const svg of svgs) hash.update(svg);
  return hash.digest('hex').slice(0, 24);
}

/** The cached JPEGs, or nothing when there are none or they are not whole. */
async function readCached(file: string, count: number): Promise<string[] | undefined> {
  try {
    const jpegs: unknown = JSON.parse(await fs.readFile(file, 'utf8'));
    return Array.isArray(jpegs) && jpegs.length === count && jpegs.every((jpeg) => typeof jpeg === 'string') ? jpegs : undefined;
  } catch {
    return undefined;
  }
}

/** Written aside and renamed, so a seed running at the same time never reads half a file. */
async function writeCached(file: string, jpegs: string[]): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${Date.now()}`;
  try {
    await fs.writeFile(partial, JSON.stringify(jpegs));
    await fs.rename(partial, file);
  } finally {
    await fs.rm(partial, { force: true });
  }
}
