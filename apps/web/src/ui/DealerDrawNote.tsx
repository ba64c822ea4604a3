import type { DealerDraw } from '@escoba/cards';
import { describeDraw } from '../table/dealer-draw.js';
import type { SeatNames } from '../table/names.js';
import { useI18n } from '../i18n/I18n.js';
import { useRef } from 'react';
import { useOverflowsOneLine } from './useOneLine.js';

/**
 * The draw that chose the first dealer, through the game's first hand. On a wide screen the whole sentence; on a
 * phone only who deals, with the cards drawn a tap away (with six players the whole draw is four or five lines
 * and pushed the hand below the fold). CSS shows one of the two. A draw with ties (each redraw adds a round to the
 * sentence) or of more than four players is the short form on every screen: the sentence took two or three lines,
 * and a six-player table beside the chat had no line to spare at 1280×720. Any other sentence longer than its one
 * line (long names, long card names, a narrow table beside the chat) is the short form too: the sentence is drawn
 * on one line and measured (`useOverflowsOneLine`), so it never takes a second line.
 */
/** A draw whose sentence is long on every screen: ties drawn again, or more than four players. */
export const isLongDraw = (draw: DealerDraw): boolean => draw.rounds.length > 1 || draw.rounds[0]!.seats.length > 4;

export function DealerDrawNote({ draw, names, testId = 'dealer-draw' }: { draw: DealerDraw; names: SeatNames; testId?: string }) {
  const i18n = useI18n();
  const full = describeDraw(i18n, draw, names);
  const fullRef = useRef<HTMLParagraphElement>(null);
  const overflows = useOverflowsOneLine(fullRef, full);
  const tied = isLongDraw(draw) || overflows ? ' dealer-draw-tied' : '';
  const short = draw.dealer === names.me ? i18n.t('dealerDrawShortYou') : i18n.t('dealerDrawShort', { name: names.name(draw.dealer) });
  return (
    <>
      <p ref={fullRef} className={`hint-text dealer-draw dealer-draw-full${tied}`} role="status" data-testid={testId}>
        {full}
      </p>
      <details className={`hint-text dealer-draw dealer-draw-short${tied}`} data-testid={`${testId}-short`}>
        <summary>{short}</summary>
        {full}
      </details>
    </>
  );
}
