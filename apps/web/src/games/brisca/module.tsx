import type { BriscaAction, BriscaView } from '@escoba/brisca';
import { briscaBots } from './bots.js';
import { defineGame, type LocalGameKit, type NewGameFormProps } from '../types.js';
import { BriscaNewGame } from './BriscaNewGame.js';
import { BriscaScreen } from './BriscaScreen.js';
import { briscaLocal } from './local.js';
import { alcaldeOnline, briscaOnline } from './online/index.js';
import { createBriscaMatch, type BriscaMatch, type BriscaSetup } from './match.js';
import { loadBriscaGame, saveBriscaGame } from './saved-game.js';

/** Brisca and the Alcalde games share everything but their id (so their saved games and URLs are apart) and their form. */
function kitFor(id: 'brisca' | 'alcalde'): LocalGameKit<BriscaMatch, BriscaView, BriscaAction, BriscaSetup> {
  return {
    id,
    local: briscaLocal,
    bots: briscaBots,
    create: createBriscaMatch,
    again: (match, seed) => ({ ...match.setup, seed }),
    isOver: (match) => match.state.phase === 'over',
    load: (kv) => loadBriscaGame(kv, id),
    save: (kv, match) => saveBriscaGame(kv, id, match),
  };
}

export const briscaModule = defineGame({
  kit: kitFor('brisca'),
  Screen: BriscaScreen,
  NewGameForm: ({ onStart }: NewGameFormProps<BriscaSetup>) => <BriscaNewGame game="brisca" onStart={onStart} />,
  online: briscaOnline,
});

export const alcaldeModule = defineGame({
  kit: kitFor('alcalde'),
  Screen: BriscaScreen,
  NewGameForm: ({ onStart }: NewGameFormProps<BriscaSetup>) => <BriscaNewGame game="alcalde" onStart={onStart} />,
  online: alcaldeOnline,
});
