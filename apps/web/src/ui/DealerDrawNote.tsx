import type { DealerDraw } from '@escoba/cards';
import { describeDraw } from '../table/dealer-draw.js';
import type { SeatNames } from '../table/names.js';
import { useI18n } from '../i18n/I18n.js';

/**
 * The draw that chose the first dealer, through the game's first hand. On a wide screen the whole sentence; on a
 * phone only who deals, with the cards drawn a tap away (with six players the whole draw is four or five lines
 * and pushed the hand below the fold). CSS shows one of the two.
 */
export function DealerDrawNote({ draw, names, testId = 'dealer-draw' }: { draw: DealerDraw; names: SeatNames; testId?: string }) {
  const i18n = useI18n();
  const full = describeDraw(i18n, draw, names);
  const short = draw.dealer === names.me ? i18n.t('dealerDrawShortYou') : i18n.t('dealerDrawShort', { name: names.name(draw.dealer) });
  return (
    <>
      <p className="hint-text dealer-draw dealer-draw-full" role="status" data-testid={testId}>
        {full}
      </p>
      <details className="hint-text dealer-draw dealer-draw-short" data-testid={`${testId}-short`}>
        <summary>{short}</summary>
        {full}
      </details>
    </>
  );
}
