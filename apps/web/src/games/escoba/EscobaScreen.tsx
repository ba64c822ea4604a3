import { useMemo } from 'react';
import { escobaGame, seatView, type GameState, type Play, type SeatView } from '@escoba/engine';
import { useI18n } from '../../i18n/I18n.js';
import { escobaMatch, type Match } from './match.js';
import { describePlay, escobaNarrator } from './narrate.js';
import { firstDealerDraw } from '../../table/dealer-draw.js';
import { DealerDrawNote } from '../../ui/DealerDrawNote.js';
import { offlineNames } from '../../table/names.js';
import type { EscobaBotClient as BotClient } from './bots.js';
import { HUMAN_SEAT, type LocalTableSource, type LocalSnapshot } from '../../table/local-source.js';
import { usePlayback } from '../../table/usePlayback.js';
import { useHint } from '../../table/useHint.js';
import { TableBoard } from './TableBoard.js';
import { HandOverPanel } from './HandOverPanel.js';
import { downloadRecord } from '../../ui/download.js';
import { LocalHandOverButtons, LocalToolbar } from '../../ui/LocalTableButtons.js';
import { usePrefs } from '../../ui/prefs.js';
import { escobaSounds } from './sounds.js';

export interface EscobaScreenProps {
  readonly source: LocalTableSource<Match, SeatView, Play>;
  readonly bots: BotClient;
  readonly onRematch: () => void;
  readonly onNewGame: () => void;
  readonly onReview: (record: unknown) => void;
  readonly onLeave: () => void;
}

/** Escoba against the computer: the shared table board driven by the bots in the worker, with hints and undo. */
export function EscobaScreen({ source, bots, onRematch, onNewGame, onReview, onLeave }: EscobaScreenProps) {
  const i18n = useI18n();
  const narrate = useMemo(() => escobaNarrator(i18n, offlineNames(i18n)), [i18n]);
  const playback = usePlayback(source, usePrefs().animation, narrate, escobaSounds);
  const snapshot = playback.snapshot as LocalSnapshot<Match, SeatView>;
  const { match } = snapshot;
  const { moving, idle } = playback;
  const state = match.state;
  const view = playback.shown;
  const actor = escobaMatch.actor(match);
  const myTurn = actor.kind === 'human' && idle;
  const canUndo = snapshot.canUndo && idle;
  const hint = useHint(state, (at: GameState) =>
    bots.estimate(`${match.setup.seed}:hint`, seatView(at, HUMAN_SEAT)).then(({ estimates }) => [...estimates].sort((a, b) => b.margin - a.margin)[0]?.play ?? null),
  );
  const hintPlay = hint.action;

  const handOver = idle && (actor.kind === 'handOver' || actor.kind === 'gameOver');
  // The draw that chose the first dealer, shown through the first hand. A game saved before the draw decided the
  // first dealer has another dealer: no draw is shown for it.
  const draw = useMemo(() => firstDealerDraw(match.setup.seed, state.setup.players), [match.setup.seed, state.setup.players]);
  const firstHand = state.results.length === 0 && state.hand !== null && state.hand.dealer === draw.dealer;

  return (
    <TableBoard
      view={view}
      canAct={myTurn}
      moving={moving}
      thinking={idle ? snapshot.thinking : null}
      banner={playback.banner}
      log={playback.log}
      announcements={playback.announcements}
      hintPlay={hintPlay}
      status={snapshot.error}
      notes={
        <>
          {firstHand && <DealerDrawNote draw={draw} names={offlineNames(i18n)} />}
          {hintPlay && <p className="hint-text" data-testid="hint-text">{i18n.t('hintText', { play: describePlay(i18n, hintPlay) })}</p>}
          {hint.working && <p className="hint-text">{i18n.t('hintWorking')}</p>}
        </>
      }
      seatDetails={(seat) => ({ level: i18n.t(`level.${match.setup.levels[seat]!}`) })}
      onPlay={(play) => source.act(play)}
      toolbar={
        <LocalToolbar canHint={myTurn} onHint={hint.ask} canUndo={canUndo} onUndo={() => source.undo()} onDownload={() => downloadRecord(escobaMatch.record(match), escobaGame.id)} onLeave={onLeave} gameOver={actor.kind === 'gameOver'} />
      }
    >
      {handOver && (
        <HandOverPanel
          view={view}
          closable={actor.kind !== 'handOver'}
          buttons={
            <LocalHandOverButtons
              gameOver={actor.kind !== 'handOver'}
              onNextHand={() => source.nextHand()}
              onRematch={onRematch}
              onNewGame={onNewGame}
              onHome={onLeave}
              onReview={() => onReview(escobaMatch.record(match))}
              onDownload={() => downloadRecord(escobaMatch.record(match), escobaGame.id)}
              canUndo={canUndo}
              onUndo={() => source.undo()}
            />
          }
        />
      )}
    </TableBoard>
  );
}
