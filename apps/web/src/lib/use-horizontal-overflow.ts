import { useEffect, useState, type RefObject } from 'react';

export interface IHorizontalOverflow {
  /** The content is wider than the box: it scrolls sideways. */
  overflowing: boolean;
  /** Some of it is hidden to the left (scrolled), or to the right (not yet scrolled to the end). */
  moreLeft: boolean;
  moreRight: boolean;
}

const NONE: IHorizontalOverflow = { overflowing: false, moreLeft: false, moreRight: false };
/** Sub-pixel widths round differently across browsers: a pixel of slack is not "more to see". */
const SLACK_PX = 1;

function measure(element: HTMLElement): IHorizontalOverflow {
  const hidden = element.scrollWidth - element.clientWidth;
  if (hidden <= SLACK_PX) return NONE;
  // A right-to-left page scrolls with negative offsets; the magnitude is what matters here.
  const scrolled = Math.abs(element.scrollLeft);
  return { overflowing: true, moreLeft: scrolled > SLACK_PX, moreRight: scrolled < hidden - SLACK_PX };
}

/**
 * Whether a sideways-scrolling box has more to show on either side, kept up to date as it scrolls and as it or its
 * content changes size. Nothing overflows until the browser has measured (the server's HTML has no hints), so the
 * hints appear after hydration, never as a mismatch.
 */
export function useHorizontalOverflow(ref: RefObject<HTMLElement | null>): IHorizontalOverflow {
  const [state, setState] = useState<IHorizontalOverflow>(NONE);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const next = measure(element);
      setState((prev) =>
        prev.overflowing === next.overflowing &&
        prev.moreLeft === next.moreLeft &&
        prev.moreRight === next.moreRight
          ? prev
          : next,
      );
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(element);
    if (element.firstElementChild) resize.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [ref]);
  return state;
}
