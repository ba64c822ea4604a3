import { LOBBY_GAMES_LISTED, LOBBY_PEOPLE_LISTED, type LiveGame, type LiveGames, type OnlineList } from '@escoba/protocol';
import { busier, type SharedPerson } from './people.js';

/** Every process's people merged: an account connected to two processes once, with its busier activity; by name. */
export function mergePeople(parts: Iterable<readonly SharedPerson[]>): SharedPerson[] {
  const byId = new Map<string, SharedPerson>();
  for (const part of parts) {
    for (const p of part) {
      const held = byId.get(p.id);
      byId.set(p.id, held ? { id: p.id, person: busier(held.person, p.person) } : p);
    }
  }
  return [...byId.values()].sort((a, b) => (a.person.name < b.person.name ? -1 : a.person.name > b.person.name ? 1 : 0));
}

/** Every process's games in play merged: of two entries for one table, the newer; the most recent tables first. */
export function mergeGames(parts: Iterable<readonly LiveGame[]>): LiveGame[] {
  const byCode = new Map<string, LiveGame>();
  for (const part of parts) for (const g of part) if ((byCode.get(g.code)?.v ?? -1) < g.v) byCode.set(g.code, g);
  return [...byCode.values()].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/**
 * The people list a viewer gets: the accounts it blocked left out (`hidden`), at most {@link LOBBY_PEOPLE_LISTED}
 * by name, the rest counted. Account ids stay on the server.
 */
export function onlineListFor(people: readonly SharedPerson[], guests: number, hidden: (account: string) => boolean = () => false): OnlineList {
  const shown = people.filter((p) => !hidden(p.id));
  return { listed: shown.slice(0, LOBBY_PEOPLE_LISTED).map((p) => p.person), more: Math.max(0, shown.length - LOBBY_PEOPLE_LISTED), guests };
}

export function liveGamesOf(games: readonly LiveGame[]): LiveGames {
  return { listed: games.slice(0, LOBBY_GAMES_LISTED), more: Math.max(0, games.length - LOBBY_GAMES_LISTED) };
}
