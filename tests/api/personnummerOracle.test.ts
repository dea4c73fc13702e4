import Personnummer from 'personnummer';
import { describe, expect, it } from 'vitest';
import { ssnProblem } from '../../api/validators/personnummer';

/**
 * The personal identity number rule (`ssnProblem`) against an independent
 * implementation, npm `personnummer`, over 120,000 generated numbers: dates
 * that exist and do not (month 0–19, day 0–99, coordination days, 29
 * February in leap and common years), every birth number including 000,
 * correct and wrong check digits, in every written form (`YYYYMMDD-XXXX`,
 * `YYMMDD-XXXX`, `YYMMDD+XXXX`). They agree on every one. The one
 * documented difference is not one of validity: for a 10-digit number with
 * a hyphen the spec's century (19 unless the person would be over 110) and
 * `personnummer`'s (under 100) read another year for someone aged 100 to
 * 110, and leap years a century apart agree (1900 is read as 2000 by both).
 */

/** A fixed day, so the century the spec's rule gives a 10-digit number does not move with the calendar. */
const TODAY = new Date('2026-11-29T12:00:00Z');

/** Deterministic numbers (mulberry32): the same 120,000 every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function checkDigit(nine: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i += 1) {
    let n = Number(nine[i]) * (i % 2 === 0 ? 2 : 1);
    if (n > 9) n -= 9;
    sum += n;
  }
  return String((10 - (sum % 10)) % 10);
}

const two = (n: number) => String(n).padStart(2, '0');

/** One generated number, written in one of the three forms; nine in ten with the right check digit. */
function generated(next: () => number): string {
  const year = 1900 + Math.floor(next() * 126);
  // Mostly real months and days, often not: month 0–19, day 0–99 (61–91 a coordination day).
  const month = next() < 0.8 ? 1 + Math.floor(next() * 12) : Math.floor(next() * 20);
  const dayRoll = next();
  const day = dayRoll < 0.6 ? 1 + Math.floor(next() * 31) : dayRoll < 0.8 ? 61 + Math.floor(next() * 31) : Math.floor(next() * 100);
  const serial = next() < 0.05 ? '000' : String(Math.floor(next() * 1000)).padStart(3, '0');
  const nine = `${two(year % 100)}${two(month)}${two(day)}${serial}`;
  const right = checkDigit(nine);
  const last = next() < 0.9 ? right : String((Number(right) + 1 + Math.floor(next() * 9)) % 10);
  const form = next();
  if (form < 0.5) return `${year}${nine.slice(2, 6)}-${nine.slice(6)}${last}`;
  if (form < 0.85) return `${nine.slice(0, 6)}-${nine.slice(6)}${last}`;
  return `${nine.slice(0, 6)}+${nine.slice(6)}${last}`;
}

describe('personal identity number against npm personnummer', () => {
  it('agrees on every one of 120,000 generated numbers', () => {
    const next = random(20261129);
    const disagreements: string[] = [];
    let valid = 0;
    for (let i = 0; i < 120_000; i += 1) {
      const written = generated(next);
      const ours = ssnProblem(written, TODAY) === null;
      if (ours) valid += 1;
      if (ours !== Personnummer.valid(written)) disagreements.push(`${written}: ours ${ours ? 'valid' : 'invalid'}`);
    }
    expect(disagreements.slice(0, 20)).toEqual([]);
    // Both kinds are many: the generator reaches the rule's every branch, not only one answer.
    expect(valid).toBeGreaterThan(30_000);
    expect(120_000 - valid).toBeGreaterThan(30_000);
  });
});
