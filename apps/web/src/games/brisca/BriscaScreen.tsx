import { useMemo, type ReactNode } from 'react';
import { briscaGame, type BriscaAction, type BriscaState, type BriscaView } from '@escoba/brisca';
import { useI18n } from '../../i18n/I18n.js';
import { firstDealerDraw } from '../../table/dealer-draw.js';
import { DealerDrawNote } from '../../ui/DealerDrawNote.js';
import { offlineNames } from '../../table/names.js';
import { HUMAN_SEAT, type LocalSnapshot } from '../../table/local-source.js';
import { usePlayback } from '../../table/usePlayback.js';
import { useHint } from '../../table/useHint.js';
import { downloadRecord } from '../../ui/download.js';
import { PrefsContext, usePrefs } from '../../ui/prefs.js';
import { briscaBots } from './bots.js';
import type { LocalScreenProps } from '../types.js';
import { BriscaTable } from './BriscaTable.js';
import { BriscaHandOver } from './BriscaHandOver.js';
import { alsoInFlight } from './adapter.js';
import { bestAction, hintSentence } from './hint.js';
import { pointsBadge } from './points.js';
import { briscaMatch, drawsForDealer, type BriscaMatch } from './match.js';
import { briscaNarrator } from './narrate.js';
import { briscaSounds } from './sounds.js';
import { setBriscaPrefs, useBriscaPrefs } from './usePrefs.js';
import { briscaWord } from './review21-words.js';
import { handsWonOf } from '../../online/hands-won.js';
import { LocalHandOverButtons, LocalToolbar } from '../../ui/LocalTableButtons.js';

/** Brisca or an Alcalde game against the computer: its table driven by the bots in the worker, with hints, undo and records. */
export function BriscaScreen({ source, worker, onRematch, onNewGame, onReview, onLeave }: LocalScreenProps<BriscaMatch, BriscaView, BriscaAction>) {
  const i18n = useI18n();
  const prefs = usePrefs();
  const names = useMemo(() => offlineNames(i18n), [i18n]);
  const narrate = useMemo(() => briscaNarrator(i18n, names), [i18n, names]);
  const playback = usePlayback(source, prefs.animation, narrate, briscaSounds);
  const snapshot = playback.snapshot as LocalSnapshot<BriscaMatch, BriscaView>;
  const { match } = snapshot;
  const { moving, idle } = playback;
  const state = match.state;
  const view = playback.shown;
  const actor = briscaMatch.actor(match);
  const myTurn = actor.kind === 'human' && idle;
  const canUndo = snapshot.canUndo && idle;
  const bots = useMemo(() => briscaBots(worker), [worker]);
  const briscaPrefs = useBriscaPrefs();
  const hint = useHint(state, (at: BriscaState) => bots.estimate(`${match.setup.seed}:hint`, briscaGame.view(at, HUMAN_SEAT)).then(({ estimates }) => bestAction(estimates)));
  const hintAction = hint.action;

  // The Alcalde's second card flies in with his first: it is in the event of the step being shown.
  const movingAlso = useMemo(() => alsoInFlight(moving, snapshot.steps), [moving, snapshot]);

  const handOver = idle && (actor.kind === 'handOver' || actor.kind === 'gameOver');
  const draw = useMemo(() => firstDealerDraw(match.setup.seed, state.table.players), [match.setup.seed, state.table.players]);
  let opening: ReactNode = null;
  if (state.hand !== null && state.results.length === 0) {
    if (drawsForDealer(state)) opening = state.hand.dealer === draw.dealer ? <DealerDrawNote draw={draw} names={names} /> : null;
    else if (match.setup.firstDealer !== undefined)
      opening = (
        <p className="hint-text dealer-draw" role="status" data-testid="dealer-draw">
          {briscaWord(i18n, 'alcalde.firstYou')}
        </p>
      );
    else
      opening = (
        <p className="hint-text dealer-draw" role="status" data-testid="dealer-draw">
          {i18n.t(state.hand.alcalde === HUMAN_SEAT ? 'brisca.firstAlcaldeYou' : 'brisca.firstAlcalde', { name: names.name(state.hand.alcalde!) })}
        </p>
      );
  }
  const record = () => downloadRecord(briscaMatch.record(match), briscaGame.id);
  // An Alcalde game ends after its hands to play: who won most of them.
  const hands = match.setup.hands;
  const handsEnd = actor.kind === 'gameOver' && view.tally !== null && hands !== undefined ? handsWonOf(view) : null;

  return (
    <PrefsContext.Provider value={{ ...prefs, badgeOf: pointsBadge }}>
      <BriscaTable
        view={view}
        canAct={myTurn}
        moving={moving}
        movingAlso={movingAlso}
        thinking={idle ? snapshot.thinking : null}
        log={playback.log}
        announcements={playback.announcements}
        hint={hintAction}
        status={snapshot.error}
        showPoints={briscaPrefs.showPoints}
        notes={
          <>
            {opening}
            {hintAction && <p className="hint-text" data-testid="hint-text">{hintSentence(i18n, hintAction, view.trumpCard)}</p>}
            {hint.working && <p className="hint-text">{i18n.t('hintWorking')}</p>}
          </>
        }
        seatDetails={(seat) => ({ level: i18n.t(`level.${match.setup.levels[seat]!}`) })}
        onAct={(action) => source.act(action)}
        toolbar={
          <LocalToolbar canHint={myTurn} onHint={hint.ask} canUndo={canUndo} onUndo={() => source.undo()} onDownload={record} onLeave={onLeave} gameOver={actor.kind === 'gameOver'}>
            <label className="toggle running-toggle">
              <input type="checkbox" checked={briscaPrefs.showPoints} onChange={(e) => setBriscaPrefs({ ...briscaPrefs, showPoints: e.target.checked })} data-testid="show-points" />
              {i18n.t('brisca.showPoints')}
            </label>
          </LocalToolbar>
        }
      >
        {handOver && (
          <BriscaHandOver
            view={view}
            over={actor.kind === 'gameOver'}
            closable={actor.kind !== 'handOver'}
            buttons={
              <LocalHandOverButtons
                gameOver={actor.kind !== 'handOver'}
                onNextHand={() => source.nextHand()}
                onRematch={onRematch}
                onNewGame={onNewGame}
                onHome={onLeave}
                onReview={() => onReview(briscaMatch.record(match))}
                onDownload={record}
                canUndo={canUndo}
                onUndo={() => source.undo()}
              />
            }
          >
            {handsEnd && (
              <p className="winner" data-testid="table-winner" data-scores={handsEnd.scores.join(',')}>
                {handsEnd.winner === null
                  ? i18n.t('online.handsTie', { n: hands! })
                  : i18n.t('online.handsWinner', { name: names.name(handsEnd.winner), won: handsEnd.scores[handsEnd.winner]!, n: hands! })}
              </p>
            )}
          </BriscaHandOver>
        )}
      </BriscaTable>
    </PrefsContext.Provider>
  );
}
