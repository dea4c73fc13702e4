/**
 * Exact integer arithmetic for öre. Intermediate products are computed in
 * BigInt so a large order times a rate in basis points cannot lose precision
 * the way a float would.
 */

/** `numerator / denominator` rounded half up (away from zero for halves), both non-negative. */
export function divRoundHalfUp(numerator: number, denominator: number): number {
  if (denominator <= 0) throw new RangeError('denominator must be positive');
  if (numerator < 0) throw new RangeError('numerator must be non-negative');
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  return Number((2n * n + d) / (2n * d));
}

/** `numerator / denominator` rounded down, both non-negative. */
export function divFloor(numerator: number, denominator: number): number {
  if (denominator <= 0) throw new RangeError('denominator must be positive');
  if (numerator < 0) throw new RangeError('numerator must be non-negative');
  return Number(BigInt(numerator) / BigInt(denominator));
}

/** `a * b / c` rounded half up, with the product kept exact. */
export function mulDivRoundHalfUp(a: number, b: number, c: number): number {
  const n = BigInt(a) * BigInt(b);
  const d = BigInt(c);
  if (d <= 0n || n < 0n) throw new RangeError('operands must be non-negative, divisor positive');
  return Number((2n * n + d) / (2n * d));
}

/**
 * Splits `total` öre over `weights` in proportion, so the parts sum exactly to
 * `total` (largest remainder method: everyone gets the floor of their share,
 * the öre left over go to the largest fractional parts, ties to the earlier
 * index). Used to spread an order-level amount (discount, VAT, RUT) over the
 * lines without the lines drifting from the order total.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  if (total < 0 || weights.some((w) => w < 0)) throw new RangeError('allocate takes non-negative amounts');
  const sum = weights.reduce((acc, w) => acc + BigInt(w), 0n);
  if (sum === 0n) {
    if (total !== 0) throw new RangeError('cannot allocate a positive total over zero weights');
    return weights.map(() => 0);
  }
  const t = BigInt(total);
  const floors = weights.map((w) => (t * BigInt(w)) / sum);
  const remainders = weights.map((w, index) => ({ index, rest: (t * BigInt(w)) % sum }));
  let left = t - floors.reduce((acc, f) => acc + f, 0n);
  remainders.sort((x, y) => (x.rest === y.rest ? x.index - y.index : x.rest > y.rest ? -1 : 1));
  const parts = floors.map(Number);
  for (const { index } of remainders) {
    if (left === 0n) break;
    parts[index] += 1;
    left -= 1n;
  }
  return parts;
}
