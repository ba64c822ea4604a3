import { BOT_LEVELS } from '@escoba/cards';
import { Arena, Bracket, Swiss, type ArenaStanding, type DuelEvent, type DuelResult, type DuelStanding, type Entrant, type GameResult } from '@escoba/tournament';
import { botLabel, type BotSpec } from '../duplicate/types.js';
import type { EntrantSpec, TournamentConfig } from './options.js';
import { TablePlayer, type TableGame } from './table-game.js';

/** A knock-out game that ends drawn is dealt again, at most this many times; then the first side's entrant goes through. */
export const KNOCKOUT_REPLAYS = 9;

/** A game of the tournament as reported: its table game and, in a two-sided format, its round. */
export interface PlayedTableGame extends TableGame {
  readonly round?: number;
}

export type Standing = (ArenaStanding | DuelStanding) & { readonly bot: string };

export interface TournamentOutcome {
  readonly games: readonly PlayedTableGame[];
  readonly standings: readonly Standing[];
}

/** An entrant's seeding rating: its level's place among the levels (an external bot counts as a middle level). */
const ratingOf = (bot: BotSpec): number => (bot.kind === 'level' ? BOT_LEVELS.indexOf(bot.level) : (BOT_LEVELS.length - 1) / 2);

const idOf = (e: EntrantSpec): string => String(e.number);

/** Runs the tournament `config` describes; `onGame` hears of each game as it ends (records, progress). */
export async function runTournament(config: TournamentConfig, onGame: (game: PlayedTableGame) => void): Promise<TournamentOutcome> {
  const entrants: Entrant[] = config.entrants.map((e) => ({ id: idOf(e), rating: ratingOf(e.bot) }));
  const byId = new Map(config.entrants.map((e) => [idOf(e), e]));
  const player = new TablePlayer(config);
  const games: PlayedTableGame[] = [];
  const played = (g: PlayedTableGame) => {
    games.push(g);
    onGame(g);
  };
  try {
    const standings = config.format === 'arena' ? await runArena(config, entrants, byId, player, played) : await runDuels(config, entrants, byId, player, played);
    return { games, standings: standings.map((s) => ({ ...s, bot: botLabel(byId.get(s.id)!.bot) })) };
  } finally {
    await player.close();
  }
}

/**
 * The arena on a simulated clock: each play takes one second, tables play at the same time, and a table's game
 * ends at its start plus its plays. Games are played whole when their table is formed (their result depends only
 * on the seed); the clock then says in which order they end and who is free for the next pairing.
 */
async function runArena(config: TournamentConfig, entrants: Entrant[], byId: ReadonlyMap<string, EntrantSpec>, player: TablePlayer, played: (g: PlayedTableGame) => void): Promise<ArenaStanding[]> {
  const arena = new Arena(entrants, { table: { seats: config.sides.flat().length as 2 | 3 | 4, sides: config.sides.length }, endsAt: config.durationSeconds });
  const running: { end: number; table: number; game: TableGame }[] = [];
  const open = async (now: number) => {
    for (const table of arena.pair(now)) {
      const seats: EntrantSpec[] = [];
      table.sides.forEach((side, k) => config.sides[k]!.forEach((seat, i) => (seats[seat] = byId.get(side[i]!)!)));
      const game = await player.play(seats);
      running.push({ end: now + game.plays, table: table.id, game });
    }
  };
  await open(0);
  while (running.length > 0) {
    running.sort((x, y) => x.end - y.end || x.table - y.table);
    const now = running[0]!.end;
    while (running.length > 0 && running[0]!.end === now) {
      const { table, game } = running.shift()!;
      arena.report(
        table,
        config.sides.map((seats) => game.results[seats[0]!]!),
      );
      if (game.forfeit) arena.withdraw(String(game.forfeit.player));
      played(game);
    }
    await open(now);
  }
  return arena.standings();
}

const duelResult = (r: GameResult): DuelResult => (r === 'win' ? 'a' : r === 'loss' ? 'b' : 'draw');

/** Swiss, knock-out or round-robin: round after round, each game with entrant `a` on side 0 and `b` on side 1. */
async function runDuels(config: TournamentConfig, entrants: Entrant[], byId: ReadonlyMap<string, EntrantSpec>, player: TablePlayer, played: (g: PlayedTableGame) => void): Promise<DuelStanding[]> {
  const event: DuelEvent =
    config.format === 'swiss' ? new Swiss(entrants, { rounds: config.rounds }) : await Bracket.create(config.format === 'knockout' ? 'knockout' : 'roundrobin', entrants);
  for (let round = await event.next(); round !== null; round = await event.next()) {
    for (const duel of round.games) {
      const seats: EntrantSpec[] = [];
      config.sides.forEach((side, k) => side.forEach((seat) => (seats[seat] = byId.get(k === 0 ? duel.a : duel.b)!)));
      let result: DuelResult = 'draw';
      let failed: string | null = null;
      for (let attempt = 0; attempt <= KNOCKOUT_REPLAYS && result === 'draw'; attempt++) {
        const game = await player.play(seats);
        played({ ...game, round: round.round });
        result = duelResult(game.results[config.sides[0]![0]!]!);
        if (game.forfeit) failed = String(game.forfeit.player);
        if (event.drawsAllowed) break;
      }
      await event.report(duel.id, result === 'draw' && !event.drawsAllowed ? 'a' : result);
      // A bot that failed: its game is lost (above), and its entrant is paired no more.
      if (failed !== null) await event.withdraw(failed);
    }
  }
  return event.standings();
}
