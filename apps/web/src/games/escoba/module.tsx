import { useMemo } from 'react';
import type { Play, SeatView } from '@escoba/engine';
import { escobaMatch, escobaSaved, type Match, type MatchSetup } from './match.js';
import { rulesOf, tableOf } from './settings.js';
import { escobaBots } from './bots.js';
import { defineGame, type LocalGameKit, type LocalScreenProps, type NewGameFormProps, type ReviewProps } from '../types.js';
import { EscobaNewGame } from './EscobaNewGame.js';
import { EscobaScreen } from './EscobaScreen.js';
import { escobaLocal } from './local.js';
import { escobaOnline } from './online/index.js';
import { EscobaReview } from './review/EscobaReview.js';
import { escobaRecordScore } from './record-score.js';
import { EscobaValues } from './values.js';

export const escobaKit: LocalGameKit<Match, SeatView, Play, MatchSetup> = {
  id: 'escoba',
  local: escobaLocal,
  bots: escobaBots,
  create: escobaMatch.create,
  again: escobaMatch.again,
  isOver: escobaMatch.isOver,
  load: escobaSaved.load,
  save: escobaSaved.save,
};

function Screen({ worker, ...props }: LocalScreenProps<Match, SeatView, Play>) {
  const bots = useMemo(() => escobaBots(worker), [worker]);
  return (
    <EscobaValues>
      <EscobaScreen {...props} bots={bots} />
    </EscobaValues>
  );
}

/** Escoba keeps its new-game choices in the app's settings (the online form starts from them too). */
function NewGameForm({ settings, onSettings, onStart }: NewGameFormProps<MatchSetup>) {
  const start = () => {
    const table = tableOf(settings.table);
    onStart({
      rules: rulesOf(settings),
      players: table.players,
      partnerships: table.partnerships,
      levels: Array.from({ length: table.players }, (_, seat) => (seat === 0 ? null : settings.levels[seat - 1]!)),
    });
  };
  return <EscobaNewGame settings={settings} onChange={onSettings} onStart={start} />;
}

function Review(props: ReviewProps) {
  return (
    <EscobaValues>
      <EscobaReview {...props} />
    </EscobaValues>
  );
}

export const escobaModule = defineGame({ kit: escobaKit, Screen, NewGameForm, Review, online: escobaOnline, recordScore: escobaRecordScore });
