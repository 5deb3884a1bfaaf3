import { css, cx } from '@camperdeel/ui/styled-system/css';
import { button, carousel } from '@camperdeel/ui/styled-system/recipes';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { stepIndex, wrapIndex } from '../lib/carousel-index.ts';

export interface CarouselProps<Item> {
  /** The slides loaded so far: all of them, or the first batches of `total`. */
  items: Item[];
  /** How many slides there are in all, when `items` holds only the first batches (default: items.length). */
  total?: number;
  /**
   * Asked for the next batch when the visitor comes within a few slides of the last one loaded; until it is there,
   * stepping past the last loaded slide waits, and stepping back from the first does not wrap to the unloaded end.
   */
  onNearEnd?: () => void;
  itemKey: (item: Item) => string;
  renderItem: (item: Item, index: number) => ReactNode;
  /** Accessible name of the carousel, e.g. 'Beschikbare campers'. */
  label: string;
  /** Names one slide for the dots and screen readers (default: '2 van 5'). */
  itemLabel?: (item: Item, index: number) => string;
  /** Controlled index; leave out for a self-managed carousel. */
  index?: number;
  onIndexChange?: (index: number) => void;
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
}

const SWIPE_THRESHOLD_PX = 40;
/** More slides than this get a position ('3 van 40') instead of dots: a dot per slide stops helping long before. */
export const MAX_DOTS = 12;
/** How close to the last loaded slide the next batch is asked for. */
const NEAR_END = 3;
const position = new Intl.NumberFormat('nl-NL');
const srOnly = css({ srOnly: true });

/**
 * One card at a time with previous/next arrows and dots (a position instead when there are many); navigation wraps
 * around at both ends once every slide is loaded. The arrows and dots
 * sit above the card, so a tall card (580 px) never pushes them under a phone's fixed bottom bar. Arrow keys work
 * when focus is inside the carousel, and a horizontal swipe changes the card on touch screens.
 */
export function Carousel<Item>({
  items,
  total,
  onNearEnd,
  itemKey,
  renderItem,
  label,
  itemLabel,
  index: controlledIndex,
  onIndexChange,
  previousLabel = 'Vorige',
  nextLabel = 'Volgende',
  className,
}: CarouselProps<Item>) {
  const classes = carousel();
  const [ownIndex, setOwnIndex] = useState(0);
  const loaded = items.length;
  const count = Math.max(total ?? loaded, loaded);
  const complete = loaded >= count;
  const current = wrapIndex(controlledIndex ?? ownIndex, loaded);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    if (!complete && current >= loaded - NEAR_END) onNearEnd?.();
  }, [complete, current, loaded, onNearEnd]);

  const go = (next: number) => {
    // Past the slides loaded so far: the next batch is on its way (onNearEnd); back from the first: no wrap yet.
    if (!complete && (next >= loaded || next < 0)) return;
    const wrapped = wrapIndex(next, count);
    setOwnIndex(wrapped);
    onIndexChange?.(wrapped);
  };
  const slideName = (item: Item, i: number) =>
    itemLabel?.(item, i) ?? `${position.format(i + 1)} van ${position.format(count)}`;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Arrow keys inside a form field of a card move the caret, not the carousel.
    if (
      event.target instanceof HTMLElement &&
      event.target.closest('input, textarea, select, [contenteditable]')
    )
      return;
    if (event.key === 'ArrowLeft') go(stepIndex(current, -1, count));
    else if (event.key === 'ArrowRight') go(stepIndex(current, 1, count));
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const delta = event.clientX - start;
    if (Math.abs(delta) >= SWIPE_THRESHOLD_PX) go(stepIndex(current, delta < 0 ? 1 : -1, count));
  };

  const item = items[current];
  if (item === undefined) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={cx(classes.root, className)}
      onKeyDown={onKeyDown}
    >
      {count > 1 ? (
        <div className={classes.controls}>
          <button
            type="button"
            className={cx(button({ variant: 'outline', size: 'icon' }), classes.prev)}
            onClick={() => go(stepIndex(current, -1, count))}
            disabled={!complete && current === 0}
            aria-label={previousLabel}
          >
            <ChevronLeft aria-hidden="true" />
          </button>
          {count > MAX_DOTS ? (
            <p className={classes.position}>
              {position.format(current + 1)} van {position.format(count)}
            </p>
          ) : (
            <div className={classes.dots}>
              {items.map((dotItem, i) => (
                <button
                  key={itemKey(dotItem)}
                  type="button"
                  className={classes.dot}
                  onClick={() => go(i)}
                  aria-current={i === current ? 'true' : undefined}
                >
                  <span className={srOnly}>{slideName(dotItem, i)}</span>
                </button>
              ))}
            </div>
          )}
          <button
            type="button"
            className={cx(button({ variant: 'outline', size: 'icon' }), classes.next)}
            onClick={() => go(stepIndex(current, 1, count))}
            aria-label={nextLabel}
          >
            <ChevronRight aria-hidden="true" />
          </button>
        </div>
      ) : null}
      <div
        className={classes.viewport}
        aria-live="polite"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
      >
        {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group */}
        <div
          key={itemKey(item)}
          role="group"
          aria-roledescription="slide"
          aria-label={slideName(item, current)}
          className={classes.slide}
        >
          {renderItem(item, current)}
        </div>
      </div>
    </section>
  );
}
