import { useMemo } from 'react';
import type { BriscaAction, BriscaView } from '@escoba/brisca';
import { PrefsContext, usePrefs } from '../../ui/prefs.js';
import { briscaBots } from './bots.js';
import { alcaldeOnline, briscaOnline } from './online/index.js';
import { defineGame, type LocalGameKit, type NewGameFormProps, type ReviewProps } from '../types.js';
import { BriscaReview } from './review/BriscaReview.js';
import { briscaRecordScoreWords } from './record-score.js';
import { pointsBadge } from './points.js';
import { BriscaNewGame } from './BriscaNewGame.js';
import { BriscaScreen } from './BriscaScreen.js';
import { briscaLocal } from './local.js';
import { briscaMatch, briscaSaved, type BriscaMatch, type BriscaSetup } from './match.js';

/** Brisca and the Alcalde games share everything but their id (so their saved games and URLs are apart) and their form. */
function kitFor(id: 'brisca' | 'alcalde'): LocalGameKit<BriscaMatch, BriscaView, BriscaAction, BriscaSetup> {
  const saved = briscaSaved(id);
  return {
    id,
    local: briscaLocal,
    bots: briscaBots,
    create: briscaMatch.create,
    again: briscaMatch.again,
    isOver: briscaMatch.isOver,
    load: saved.load,
    save: saved.save,
  };
}

/** The review of a Brisca or Alcalde record (one format for both), with its analyst and its card points on the badges. */
function Review({ worker, ...props }: ReviewProps) {
  const prefs = usePrefs();
  const bots = useMemo(() => briscaBots(worker), [worker]);
  return (
    <PrefsContext.Provider value={{ ...prefs, badgeOf: pointsBadge }}>
      <BriscaReview {...props} fromGame={props.fromGame ?? false} bots={bots} />
    </PrefsContext.Provider>
  );
}

export const briscaModule = defineGame({
  kit: kitFor('brisca'),
  Screen: BriscaScreen,
  NewGameForm: ({ onStart }: NewGameFormProps<BriscaSetup>) => <BriscaNewGame game="brisca" onStart={onStart} />,
  Review,
  online: briscaOnline,
  recordScore: briscaRecordScoreWords,
});

export const alcaldeModule = defineGame({
  kit: kitFor('alcalde'),
  Screen: BriscaScreen,
  NewGameForm: ({ onStart }: NewGameFormProps<BriscaSetup>) => <BriscaNewGame game="alcalde" onStart={onStart} />,
  Review,
  online: alcaldeOnline,
  recordScore: briscaRecordScoreWords,
});
