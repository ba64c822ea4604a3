import type { Play, SeatView } from '@escoba/engine';
import { TableBoard } from '../TableBoard.js';
import { HandOverPanel } from '../HandOverPanel.js';
import { SeatNamesContext } from '../../../ui/seat-names.js';
import { escobaRemote } from '../adapter.js';
import { escobaNarrator } from '../narrate.js';
import { EscobaValues } from '../values.js';
import { escobaSounds } from '../sounds.js';
import { useOnlineTable, type OnlineTableProps } from '../../../online/useOnlineTable.js';

/**
 * An online Escoba table: the shared table board from this seat's view and each hand's breakdown until the person
 * moves on. The table plays Escoba, so its views are Escoba's.
 */
export function EscobaOnline(props: OnlineTableProps & { readonly view: unknown }) {
  const t = useOnlineTable(props, props.view as SeatView, escobaRemote, escobaNarrator, escobaSounds);
  const { shown, playback } = t;
  return (
    <EscobaValues>
    <SeatNamesContext.Provider value={t.names}>
      <TableBoard
        view={shown}
        canAct={t.canAct}
        moving={playback.moving}
        thinking={null}
        banner={playback.banner}
        log={playback.log}
        announcements={playback.announcements}
        hintPlay={null}
        status={t.status}
        notes={t.note}
        seatDetails={t.seatDetails}
        onPlay={(play: Play) => t.act(play)}
        toolbar={t.leaveButton}
      >
        {t.handOver && (
          <HandOverPanel view={shown} buttons={t.handOverButtons}>
            {t.handShuffle}
          </HandOverPanel>
        )}
      </TableBoard>
    </SeatNamesContext.Provider>
    </EscobaValues>
  );
}
