import { describe, expect, it } from 'vitest';
import { createCodeGuesses, DISCOUNT_CODE_MISSES_PER_HOUR, TOO_MANY_CODES } from '../../../server/domain/booking/codeGuesses';
import { Refusal } from '../../../server/domain/refusal';

/** A clock the test moves by hand. */
function manualClock(start = Date.UTC(2026, 2, 14, 9)) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('wrong discount codes per client address', () => {
  it('refuses a client once it has tried 20 wrong codes within an hour, until its oldest miss is an hour old; other clients go on', () => {
    const clock = manualClock();
    const guesses = createCodeGuesses(clock);
    for (let n = 0; n < DISCOUNT_CODE_MISSES_PER_HOUR; n += 1) {
      expect(() => guesses.check('203.0.113.7')).not.toThrow();
      guesses.missed('203.0.113.7');
      clock.advance(60_000);
    }
    let refusal: unknown;
    try {
      guesses.check('203.0.113.7');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(Refusal);
    expect(refusal).toMatchObject({ kind: 'tooMany', message: TOO_MANY_CODES });
    expect(() => guesses.check('198.51.100.2')).not.toThrow();
    // The first miss was 20 minutes ago: 40 more minutes, and one miss has left the window.
    clock.advance(40 * 60_000);
    expect(() => guesses.check('203.0.113.7')).not.toThrow();
  });
});
