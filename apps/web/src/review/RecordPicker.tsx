import { useEffect, useMemo, useState } from 'react';
import { useI18n } from '../i18n/I18n.js';
import { loadGame } from '../games/load.js';
import type { GameModule } from '../games/types.js';
import type { RecordEntry } from './record-file.js';

export interface RecordPickerProps {
  /** The file's name. */
  readonly file: string;
  readonly games: readonly RecordEntry[];
  readonly onPick: (record: unknown) => void;
}

/**
 * The game of each record, by line, once the registry has named it by its format and the game's code is loaded
 * (null: no game of the app reads it); a line is missing while that is under way.
 */
function useRecordGames(games: readonly RecordEntry[]): ReadonlyMap<number, GameModule | null> {
  const [modules, setModules] = useState<ReadonlyMap<number, GameModule | null>>(new Map());
  useEffect(() => {
    let live = true;
    import('../games/records.js')
      .then(({ webGameOfRecord }) =>
        Promise.all(
          games.map(async (g) => {
            const id = webGameOfRecord(g.record);
            return [g.line, id === null ? null : await loadGame(id)] as const;
          }),
        ),
      )
      .catch(() => games.map((g) => [g.line, null] as const))
      .then((found) => {
        if (live) setModules(new Map(found));
      });
    return () => {
      live = false;
    };
  }, [games]);
  return modules;
}

/** The games of a JSON Lines file (from `escoba selfplay`): number, players and what its game says of its score, each a button to review it. */
export function RecordPicker({ file, games, onPick }: RecordPickerProps) {
  const i18n = useI18n();
  const modules = useRecordGames(games);
  const scores = useMemo(
    () =>
      new Map(
        games.map((g): [number, string] => {
          if (!modules.has(g.line)) return [g.line, '…'];
          return [g.line, modules.get(g.line)?.recordScore(i18n, g.record) ?? i18n.t('record.unreadable')];
        }),
      ),
    [games, modules, i18n],
  );
  return (
    <section className="record-picker" aria-labelledby="record-picker-title" data-testid="record-picker">
      <h2 id="record-picker-title">{i18n.t('record.pickTitle', { file })}</h2>
      <p className="help">{i18n.t('record.pickHelp')}</p>
      <ul>
        {games.map((g) => (
          <li key={g.line}>
            <button type="button" onClick={() => onPick(g.record)} data-testid="record-game">
              <strong>{i18n.t('record.game', { n: g.game })}</strong> · {i18n.t(g.partnerships ? 'record.partnerships' : 'record.players', { n: g.players })} · {scores.get(g.line)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
