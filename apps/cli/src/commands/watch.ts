import type { Command } from 'commander';
import { narrateBriscaGame } from '../brisca/watch.js';
import { chooseTable } from '../table-choice.js';
import { seatView, sumValues, type GameState, type HandEvent, type SeatView } from '@escoba/engine';
import { failure, lines, type CommandResult } from '../command.js';
import { outcomeLabel, plural, rulesLabel, scoresLabel, seatsLabel, sideLabel, tableLabel, wrap } from '../format.js';
import { cardList as cards, handEndLines, playEventLine, type Lang } from '../narrate.js';
import { gameFromOptions, parseWholeNumber, type TableOptions } from '../options.js';
import { gameRng, playRandomGame } from '../random-game.js';
import { DEFAULT_SEED } from './selfplay.js';

export type { Lang };

export interface WatchOptions extends TableOptions {
  /** Run seed, as for selfplay; default 1. */
  readonly seed?: string;
  /** Which game of that run; default 0. */
  readonly game?: string;
  /** Language of card names: en (seven of coins) or es (7 de oros); default en. */
  readonly lang?: string;
}

/** The `escoba selfplay` command line that writes the record of the watched game. */
export function selfplayEquivalent(options: WatchOptions, seed: number, game: number): string {
  const parts = ['escoba selfplay', `--seed ${seed}`, `--start ${game}`, '--games 1'];
  if (options.players !== undefined && options.players.trim() !== '2') parts.push(`--players ${options.players.trim()}`);
  if (options.partnerships === true) parts.push('--partnerships');
  if (options.partnerships === false) parts.push('--no-partnerships');
  if (options.rules !== undefined && options.rules.trim() !== 'classic') parts.push(`--rules ${/^[\w-]+$/.test(options.rules) ? options.rules : `'${options.rules}'`}`);
  return parts.join(' ');
}

/** Narrates one random game (game `index` of seed `seed`) hand by hand: deals, plays, escobas, points, scores. */
export function narrateGame(start: GameState, seed: number, index: number, lang: Lang = 'en'): string[] {
  const out: string[] = [];
  const { setup, rules } = start;
  const tableAfter = (view: SeatView) => (view.handResult ? '' : `  [table: ${cards(view.table)}]`);
  const showHands = (state: GameState) => {
    for (let seat = 0; seat < setup.players; seat++) out.push(`    seat ${seat}: ${cards(seatView(state, seat).hand)}`);
  };

  let handNo = 0;
  let seen = 0;
  let deals = 0;
  // Everything comes from public seat views: the spectator's for events, table and results, each seat's for its hand.
  const tell = (ev: HandEvent, state: GameState, view: SeatView) => {
    switch (ev.type) {
      case 'deal':
        out.push('', `== Hand ${handNo}: seat ${ev.dealer} deals ==`, `  deal 1 of ${setup.deals}:`);
        showHands(state);
        out.push(`    table:  ${cards(ev.table)}`);
        return;
      case 'dealEscoba':
        out.push(`  The four table cards make ${sumValues(ev.cards)}: seat ${ev.seat} takes them ${ev.escobas === 0 ? 'with no escoba' : `for ${plural(ev.escobas, 'escoba')}`}.`);
        return;
      case 'redeal':
        deals++;
        out.push(`  deal ${deals} of ${setup.deals} (${ev.stock} cards left in the stock):`);
        showHands(state);
        return;
      case 'play':
      case 'renuncio':
        out.push(playEventLine(ev, `seat ${ev.seat}`, lang, tableAfter(view)));
        return;
      case 'end':
        out.push(...handEndLines(ev, view.handResult!, setup, rules, state.scores, handNo));
        return;
    }
  };

  out.push(
    `Escoba de 15, random legal plays: seed ${seed}, game ${index}. ${tableLabel(setup.players, setup.partnerships)}; rules ${rulesLabel(rules)}, first to ${rules.target} points.`,
    `Sides: ${setup.sides.map((seats, side) => `side ${side} = ${seatsLabel(seats)}`).join(', ')}. Seats play in turn 0, 1, 2, ...; the seat after the dealer plays first.`,
    ...wrap(
      'Cards: ranks 1-7, 10 (sota, jack, worth 8), 11 (caballo, knight, 9), 12 (rey, king, 10); suits o oros (coins), c copas (cups), e espadas (swords), b bastos (clubs). ' +
        'A play "7o:3c+5e" plays the 7o and takes the 3c and the 5e from the table (7 + 3 + 5 = 15); "4b" alone lays the 4b on the table. Taking every card on the table is an escoba.',
      100,
    ),
  );
  const final = playRandomGame(start, gameRng(seed, index), (state) => {
    const view = seatView(state, null);
    if (view.plays.length === 0) {
      handNo++;
      seen = 0;
      deals = 1;
    }
    for (const ev of view.events.slice(seen)) tell(ev, state, view);
    seen = view.events.length;
  });
  const how = final.winReason === 'zeroCards' ? ', as the other side took no card in the last hand' : '';
  const result = final.winner === null ? outcomeLabel(final) : `${sideLabel(setup.sides, final.winner)} wins${how}`;
  out.push('', `Game over after ${plural(final.results.length, 'hand')}: ${result}. Final score: ${scoresLabel(final.scores)}.`);
  return out;
}

/** `escoba watch`: one random game told hand by hand (Brisca and Alcalde trick by trick). `cmd` tells defaults from given options. */
export function watchCommand(options: WatchOptions = {}, cmd?: Command): CommandResult {
  const seed = parseWholeNumber('--seed', options.seed ?? String(DEFAULT_SEED), 0);
  if (!seed.ok) return failure('watch', seed.message);
  const game = parseWholeNumber('--game', options.game ?? '0', 0);
  if (!game.ok) return failure('watch', game.message);
  const lang = options.lang ?? 'en';
  if (lang !== 'en' && lang !== 'es') return failure('watch', `--lang must be en or es, got ${JSON.stringify(lang)}`);
  // watch's own --game is the game number, so only --rules picks Brisca here.
  const table = chooseTable({ ...options, game: undefined }, cmd);
  if (!table.ok) return failure('watch', table.message);
  if (table.value.game === 'brisca') {
    const told = narrateBriscaGame(table.value.start, seed.value, game.value, lang);
    told.push(`The record of this game: ${selfplayEquivalent(options, seed.value, game.value)}`);
    return { stdout: lines(told), stderr: '', code: 0 };
  }
  const start = gameFromOptions(options);
  if (!start.ok) return failure('watch', start.message);
  const text = narrateGame(start.value, seed.value, game.value, lang);
  text.push(`The record of this game: ${selfplayEquivalent(options, seed.value, game.value)}`);
  return { stdout: lines(text), stderr: '', code: 0 };
}
