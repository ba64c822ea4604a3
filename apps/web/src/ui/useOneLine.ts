import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's text overflows its one line (it is drawn `white-space: nowrap`), measured before the paint
 * and again whenever its container's width or the text changes. While it overflows the caller may hide it
 * (`display: none`); a new width shows it once more to measure it again, so a wider screen gets the line back.
 */
export function useOverflowsOneLine(ref: RefObject<HTMLElement | null>, text: string): boolean {
  const [overflows, setOverflows] = useState(false);
  const [width, setWidth] = useState(0);

  // A new text is measured afresh.
  const [seenText, setSeenText] = useState(text);
  if (seenText !== text) {
    setSeenText(text);
    setOverflows(false);
  }

  useLayoutEffect(() => {
    const el = ref.current;
    // Hidden (display: none, as on a phone) or already found too long: nothing to measure.
    if (!el || overflows || el.clientWidth === 0) return;
    if (el.scrollWidth > el.clientWidth) setOverflows(true);
  }, [ref, overflows, text, width]);

  useLayoutEffect(() => {
    const container = ref.current?.parentElement;
    if (!container || typeof ResizeObserver === 'undefined') return;
    let last = -1;
    const observer = new ResizeObserver((entries) => {
      const w = Math.round(entries[0]!.contentRect.width);
      if (w === last) return;
      last = w;
      setWidth(w);
      setOverflows(false);
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, [ref]);

  return overflows;
}
