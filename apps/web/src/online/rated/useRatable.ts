import { useEffect, useState } from 'react';
import { loadPlugin, ratingFormatOf } from '@escoba/games';
import type { TableSettings } from '@escoba/protocol';

/**
 * Whether a table of `settings` can be rated (its game's plugin has a rating format for it: `ratingFormatOf`, the
 * server's own test): true, false, or null while the game's plugin loads or without settings. Only the plugin's
 * `rating.formatOf` runs here; the rating math (openskill) stays on the server.
 */
export function useRatable(settings: TableSettings | null): boolean | null {
  const [ratable, setRatable] = useState<{ key: string; value: boolean } | null>(null);
  const key = settings === null ? null : JSON.stringify([settings.gameId, settings.players, settings.partnerships, settings.rules]);
  useEffect(() => {
    if (settings === null || key === null) return;
    let live = true;
    loadPlugin(settings.gameId)
      .then((plugin) => live && setRatable({ key, value: ratingFormatOf([plugin], settings) !== null }))
      .catch(() => live && setRatable({ key, value: false }));
    return () => {
      live = false;
    };
    // The key stands for the settings that decide the format.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return ratable !== null && ratable.key === key ? ratable.value : null;
}
