import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../cx';
import type { BoundedIndex } from './useBoundedIndex';
import styles from './Slider.module.css';

interface SliderLabels {
  /** Name of the whole carousel. */
  carousel: string;
  previous: string;
  next: string;
  /** Name of the visible slide, e.g. `2 of 5`. */
  slide(position: number, count: number): string;
  /** Name of a dot, e.g. `Show slide 3`. */
  dot(position: number): string;
}

interface SliderProps {
  state: BoundedIndex;
  labels: SliderLabels;
  /** The current slide's content (only the visible slide is rendered). */
  children: ReactNode;
  className?: string;
}

/**
 * Carousel view shared by testimonials and areas: previous/next buttons
 * disabled at the ends, dots, the slide announced politely, and arrow keys
 * (Home/End jump to the ends). State comes from `useBoundedIndex`.
 */
export function Slider({ state, labels, children, className }: SliderProps) {
  const { index, count, canNext, canPrevious, next, previous, select } = state;
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const focusedControl = useRef<'previous' | 'next' | null>(null);

  // A button that becomes disabled loses focus to <body>; hand it to the other one instead.
  useEffect(() => {
    if (focusedControl.current === 'next' && !canNext) previousRef.current?.focus();
    if (focusedControl.current === 'previous' && !canPrevious) nextRef.current?.focus();
  }, [canNext, canPrevious]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, () => void> = {
      ArrowLeft: previous,
      ArrowRight: next,
      Home: () => select(0),
      End: () => select(count - 1),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const controls = count > 1;
  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={labels.carousel}
      className={cx(styles.slider, className)}
      onKeyDown={onKeyDown}
    >
      <div
        className={styles.viewport}
        aria-live="polite"
        // Focusable so keyboard users can reach the arrow keys without a button.
        tabIndex={controls ? 0 : undefined}
      >
        <div role="group" aria-roledescription="slide" aria-label={labels.slide(index + 1, count)} className={styles.slide}>
          {children}
        </div>
      </div>
      {controls && (
        <div className={styles.controls}>
          <button
            ref={previousRef}
            type="button"
            className={styles.arrow}
            onClick={previous}
            disabled={!canPrevious}
            aria-label={labels.previous}
            data-slider="previous"
            onFocus={() => (focusedControl.current = 'previous')}
            onBlur={() => (focusedControl.current = null)}
          >
            <span aria-hidden="true">←</span>
          </button>
          <ul className={styles.dots}>
            {Array.from({ length: count }, (_, dot) => (
              <li key={dot}>
                <button
                  type="button"
                  className={styles.dot}
                  onClick={() => select(dot)}
                  aria-label={labels.dot(dot + 1)}
                  aria-current={dot === index ? 'true' : undefined}
                  data-slider="dot"
                />
              </li>
            ))}
          </ul>
          <button
            ref={nextRef}
            type="button"
            className={styles.arrow}
            onClick={next}
            disabled={!canNext}
            aria-label={labels.next}
            data-slider="next"
            onFocus={() => (focusedControl.current = 'next')}
            onBlur={() => (focusedControl.current = null)}
          >
            <span aria-hidden="true">→</span>
          </button>
        </div>
      )}
    </div>
  );
}
