import { useMemo } from 'react';
import type { Play, SeatView } from '@escoba/engine';
import { escobaMatch, escobaSaved, type Match, type MatchSetup } from './match.js';
import { rulesOf, tableOf } from './settings.js';
import { gameBots } from '../../worker/bot-client.js';
import { defineGame, type LocalGameKit, type LocalScreenProps, type NewGameFormProps } from '../types.js';
import { EscobaNewGame } from './EscobaNewGame.js';
import { EscobaScreen } from './EscobaScreen.js';
import { escobaLocal } from './local.js';
import { EscobaReview } from './review/EscobaReview.js';

export const escobaKit: LocalGameKit<Match, SeatView, Play, MatchSetup> = {
  id: 'escoba',
  local: escobaLocal,
  bots: (worker) => gameBots(worker, 'escoba'),
  create: escobaMatch.create,
  again: escobaMatch.again,
  isOver: escobaMatch.isOver,
  load: escobaSaved.load,
  save: escobaSaved.save,
};

function Screen({ worker, ...props }: LocalScreenProps<Match, SeatView, Play>) {
  const bots = useMemo(() => gameBots(worker, 'escoba'), [worker]);
  return <EscobaScreen {...props} bots={bots} />;
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

export const escobaModule = defineGame({ kit: escobaKit, Screen, NewGameForm, Review: EscobaReview });
