import { bySeed, type Entrant } from './entrant.js';

/** How a game between two sides (one entrant each: a player, or a fixed team for 2 v 2) ended. */
export type DuelResult = 'a' | 'b' | 'draw';

/** A game of a two-sided event: `a` on the first side, `b` on the second. */
export interface Duel {
  /** Unique in the event. */
  readonly id: number;
  readonly round: number;
  readonly a: string;
  readonly b: string;
}

/** A finished game; `forfeit`: not played, `result` says who was given it (a withdrawal's unplayed game). */
export interface PlayedDuel extends Duel {
  readonly result: DuelResult;
  readonly forfeit?: boolean;
}

/** One round (or batch of games ready at once) of a two-sided event. */
export interface DuelRound {
  readonly round: number;
  readonly games: readonly Duel[];
  /** Who sits this round out; with a Swiss bye it scores `byePoints`. */
  readonly byes: readonly string[];
}

/** One line of a two-sided event's standings. */
export interface DuelStanding {
  /** 1 first; the same rank for the same points and tie-breaks. */
  readonly rank: number;
  readonly id: string;
  readonly rating: number;
  /** A win 1, a draw ½, a scored bye its points. */
  readonly points: number;
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly byes: number;
  /** The tie-breaks, in the order they are applied (`buchholz`, `sonnebornBerger`). */
  readonly tieBreaks: Readonly<Record<string, number>>;
  readonly withdrawn: boolean;
}

/** What every two-sided format offers its driver: the CLI (and later the server) plays what {@link next} returns. */
export interface DuelEvent {
  /** Whether a game may end drawn; a knock-out needs a winner (the caller plays a drawn game again). */
  readonly drawsAllowed: boolean;
  /** The games to play now (none of them shares an entrant); null when the event is over. */
  next(): Promise<DuelRound | null>;
  /** The result of a game {@link next} gave. */
  report(gameId: number, result: DuelResult): Promise<void>;
  /** The entrant stops being paired; their played results count. */
  withdraw(id: string): Promise<void>;
  standings(): Promise<DuelStanding[]>;
}

export const POINTS_OF: Readonly<Record<'win' | 'draw' | 'loss', number>> = { win: 1, draw: 0.5, loss: 0 };

/** The entrant's side of a game's result. */
export function resultFor(game: PlayedDuel, id: string): 'win' | 'draw' | 'loss' {
  if (game.result === 'draw') return 'draw';
  return (game.result === 'a') === (game.a === id) ? 'win' : 'loss';
}

/**
 * Standings of a two-sided event (Swiss, round-robin): points (a win 1, a draw ½, a scored bye `byePoints`), then
 * Buchholz (the sum of the points of every opponent met), then Sonneborn-Berger (the points of each opponent beaten
 * plus half those of each opponent drawn with), then seed (rating, id) for the order only: entrants equal on points
 * and both tie-breaks share a rank. Forfeited games count as played for points and tie-breaks.
 */
export function duelStandings(entrants: readonly Entrant[], played: readonly PlayedDuel[], byes: readonly string[], byePoints: number, withdrawn: ReadonlySet<string>): DuelStanding[] {
  const points = new Map<string, number>(entrants.map((e) => [e.id, 0]));
  for (const g of played) for (const id of [g.a, g.b]) points.set(id, points.get(id)! + POINTS_OF[resultFor(g, id)]);
  for (const id of byes) points.set(id, points.get(id)! + byePoints);
  const lines = entrants.map((e) => {
    const mine = played.filter((g) => g.a === e.id || g.b === e.id);
    const opponent = (g: PlayedDuel) => (g.a === e.id ? g.b : g.a);
    const count = (r: 'win' | 'draw' | 'loss') => mine.filter((g) => resultFor(g, e.id) === r).length;
    const buchholz = mine.reduce((t, g) => t + points.get(opponent(g))!, 0);
    const sonnebornBerger = mine.reduce((t, g) => t + POINTS_OF[resultFor(g, e.id)] * points.get(opponent(g))!, 0);
    return {
      entrant: e,
      line: {
        rank: 0,
        id: e.id,
        rating: e.rating,
        points: points.get(e.id)!,
        games: mine.length,
        wins: count('win'),
        draws: count('draw'),
        losses: count('loss'),
        byes: byes.filter((b) => b === e.id).length,
        tieBreaks: { buchholz, sonnebornBerger },
        withdrawn: withdrawn.has(e.id),
      },
    };
  });
  const key = (l: DuelStanding) => [l.points, l.tieBreaks['buchholz']!, l.tieBreaks['sonnebornBerger']!];
  const above = (x: DuelStanding, y: DuelStanding): boolean => {
    const [kx, ky] = [key(x), key(y)];
    for (let i = 0; i < kx.length; i++) if (kx[i] !== ky[i]) return kx[i]! > ky[i]!;
    return false;
  };
  lines.sort((x, y) => (above(x.line, y.line) ? -1 : above(y.line, x.line) ? 1 : bySeed(x.entrant, y.entrant)));
  return lines.map(({ line }) => ({ ...line, rank: 1 + lines.filter((o) => above(o.line, line)).length }));
}
