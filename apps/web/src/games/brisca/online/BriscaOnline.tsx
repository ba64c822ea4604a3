import { useMemo } from 'react';
import type { BriscaAction, BriscaView } from '@escoba/brisca';
import { useI18n } from '../../../i18n/I18n.js';
import { SeatNamesContext } from '../../../ui/seat-names.js';
import { NAME_SLOT, Named, SeatName } from '../../../ui/SeatName.js';
import { PrefsContext, usePrefs } from '../../../ui/prefs.js';
import { handsWonOf } from '../../../online/hands-won.js';
import { briscaSounds } from '../sounds.js';
import { useOnlineTable, type OnlineTableProps } from '../../../online/useOnlineTable.js';
import { BriscaTable } from '../BriscaTable.js';
import { BriscaHandOver } from '../BriscaHandOver.js';
import { alsoInFlight } from '../adapter.js';
import { briscaNarrator } from '../narrate.js';
import { pointsBadge } from '../points.js';
import { briscaRemote } from '../remote.js';
import { setBriscaPrefs, useBriscaPrefs } from '../usePrefs.js';

/**
 * An online Brisca or Alcalde table: Brisca's table (the trump card and stock, the trick, the exchange, the
 * Alcalde's two cards) from this seat's view, played back as against the computer, and each hand's end until the
 * person moves on; at a table that stops after a number of hands (Alcalde), who won most of them. The table plays
 * Brisca (an Alcalde table is a Brisca table), so its views are Brisca's.
 */
export function BriscaOnline(props: OnlineTableProps & { readonly view: unknown }) {
  const i18n = useI18n();
  const prefs = usePrefs();
  const briscaPrefs = useBriscaPrefs();
  const t = useOnlineTable(props, props.view as BriscaView, briscaRemote, briscaNarrator, briscaSounds);
  const { shown, playback } = t;
  const movingAlso = useMemo(() => alsoInFlight(playback.moving, playback.snapshot.steps), [playback.moving, playback.snapshot]);
  const finished = props.snapshot.finished;
  // Alcalde tables end after `hands` hands: the server's `finished` has the hands won per seat; after a reload onto
  // the finished table (a full resynchronisation, with no `finished` event) the view's results give the same count.
  const handsEnd = t.gameOver && shown.tally !== null ? (finished ?? handsWonOf(shown)) : null;

  return (
    <SeatNamesContext.Provider value={t.names}>
      <PrefsContext.Provider value={{ ...prefs, badgeOf: pointsBadge }}>
        <BriscaTable
          view={shown}
          canAct={t.canAct}
          moving={playback.moving}
          movingAlso={movingAlso}
          thinking={null}
          log={playback.log}
          announcements={playback.announcements}
          hint={null}
          status={t.status}
          notes={
            <>
              {shown.seat === null && (
                <p className="muted watching-note" data-testid="watching">
                  {i18n.t('online.watching')}
                </p>
              )}
              {t.note}
            </>
          }
          showPoints={briscaPrefs.showPoints}
          seatDetails={t.seatDetails}
          onAct={(action: BriscaAction) => t.act(action)}
          toolbar={
            <>
              <label className="toggle running-toggle">
                <input type="checkbox" checked={briscaPrefs.showPoints} onChange={(e) => setBriscaPrefs({ ...briscaPrefs, showPoints: e.target.checked })} data-testid="show-points" />
                {i18n.t('brisca.showPoints')}
              </label>
              {t.leaveButton}
            </>
          }
        >
          {t.handOver && (
            <BriscaHandOver view={shown} over={t.gameOver} buttons={t.handOverButtons}>
              {handsEnd && (
                <p className="winner" data-testid="table-winner" data-scores={handsEnd.scores.join(',')}>
                  {handsEnd.winner === null
                    ? i18n.t('online.handsTie', { n: props.table.settings.hands ?? 0 })
                    : <Named text={i18n.t('online.handsWinner', { name: NAME_SLOT, won: handsEnd.scores[handsEnd.winner]!, n: props.table.settings.hands ?? 0 })} name={<SeatName seat={handsEnd.winner} />} />}
                </p>
              )}
              {t.handShuffle}
            </BriscaHandOver>
          )}
        </BriscaTable>
      </PrefsContext.Provider>
    </SeatNamesContext.Provider>
  );
}
