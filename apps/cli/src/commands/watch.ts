import type { Command } from 'commander';
import { narrateBriscaGame } from '../brisca/watch.js';
import { chooseTable } from '../table-choice.js';
import { seatView, sumValues, type GameState, type HandEvent, type SeatView } from '@escoba/engine';
import { failure, lines, parsed, type CommandResult, type Parsed } from '../command.js';
import { outcomeLabel, rulesLabel, scoresLabel, sideLabel, tableLabel, wrap } from '../format.js';
import { messages } from '../messages/index.js';
import { cardList as cards, handEndLines, playEventLine, type Lang } from '../narrate.js';
import { gameFromOptions, parseLang, parseWholeNumber, type TableOptions } from '../options.js';
import { gameRng, playRandomGame } from '../random-game.js';
import { DEFAULT_SEED } from './selfplay.js';

export type { Lang };

export interface WatchOptions extends TableOptions {
  /** Run seed, as for selfplay; default 1. */
  readonly seed?: string;
  /** Which game of that run; default 0. */
  readonly game?: string;
  /** Language of the text: en or es; default en. */
  readonly lang?: string;
  /** Milliseconds between plays; default 600 on a terminal, 0 otherwise. */
  readonly delay?: string;
}

/** The `escoba selfplay` command line that writes the record of the watched game. */
export function selfplayEquivalent(options: WatchOptions, seed: number, game: number): string {
  const parts = ['npx escoba selfplay', `--seed ${seed}`, `--start ${game}`, '--games 1'];
  if (options.players !== undefined && options.players.trim() !== '2') parts.push(`--players ${options.players.trim()}`);
  if (options.partnerships === true) parts.push('--partnerships');
  if (options.partnerships === false) parts.push('--no-partnerships');
  if (options.rules !== undefined && options.rules.trim() !== 'classic') parts.push(`--rules ${/^[\w-]+$/.test(options.rules) ? options.rules : `'${options.rules}'`}`);
  return parts.join(' ');
}

/**
 * Narrates one random game (game `index` of seed `seed`) hand by hand: deals, plays, escobas, points, scores.
 * `beats` gets the line count after each play, where a paced `watch` pauses.
 */
export function narrateGame(start: GameState, seed: number, index: number, lang: Lang = 'en', beats: number[] = []): string[] {
  const m = messages(lang);
  const out: string[] = [];
  const { setup, rules } = start;
  const tableAfter = (view: SeatView) => (view.handResult ? '' : m.escoba.tableAfter(cards(view.table, lang)));
  const showHands = (state: GameState) => {
    for (let seat = 0; seat < setup.players; seat++) out.push(`    ${m.seat(seat)}: ${cards(seatView(state, seat).hand, lang)}`);
  };

  let handNo = 0;
  let seen = 0;
  let deals = 0;
  // Everything comes from public seat views: the spectator's for events, table and results, each seat's for its hand.
  const tell = (ev: HandEvent, state: GameState, view: SeatView) => {
    switch (ev.type) {
      case 'deal':
        out.push('', m.escoba.handHeader(handNo, ev.dealer), m.escoba.firstDeal(setup.deals));
        showHands(state);
        out.push(`    ${m.escoba.tableRow}${cards(ev.table, lang)}`);
        return;
      case 'dealEscoba':
        out.push(m.escoba.dealEscoba(sumValues(ev.cards), ev.seat, ev.escobas));
        return;
      case 'redeal':
        deals++;
        out.push(m.escoba.redeal(deals, setup.deals, ev.stock));
        showHands(state);
        return;
      case 'play':
      case 'renuncio':
        out.push(playEventLine(ev, m.seat(ev.seat), lang, tableAfter(view)));
        beats.push(out.length);
        return;
      case 'end':
        out.push(...handEndLines(ev, view.handResult!, setup, rules, state.scores, handNo, undefined, lang));
        return;
    }
  };

  out.push(
    m.escoba.intro(seed, index, tableLabel(setup.players, setup.partnerships, lang), rulesLabel(rules, lang), rules.target),
    m.escoba.sides(setup.sides),
    ...wrap(m.escoba.cardsHelp, 100),
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
  const result = final.winner === null ? outcomeLabel(final, lang) : m.escoba.wins(sideLabel(setup.sides, final.winner, lang), final.winReason === 'zeroCards');
  out.push('', m.escoba.gameOver(final.results.length, result, scoresLabel(final.scores, setup.sides, lang)));
  return out;
}

/** What `watch` tells, and after which lines it pauses when paced. */
export interface WatchText {
  readonly lines: string[];
  readonly beats: number[];
}

/** The text of `escoba watch`, or the problem with its options. `cmd` tells defaults from given options. */
export function watchText(options: WatchOptions = {}, cmd?: Command): Parsed<WatchText> {
  const chosen = parseLang(options.lang);
  if (!chosen.ok) return chosen;
  const lang = chosen.value;
  const m = messages(lang);
  const seed = parseWholeNumber('--seed', options.seed ?? String(DEFAULT_SEED), 0, undefined, m);
  if (!seed.ok) return seed;
  const game = parseWholeNumber('--game', options.game ?? '0', 0, undefined, m);
  if (!game.ok) return game;
  // watch's own --game is the game number, so only --rules picks Brisca here.
  const table = chooseTable({ ...options, game: undefined }, cmd, m);
  if (!table.ok) return table;
  const beats: number[] = [];
  let told: string[];
  if (table.value.game === 'brisca') told = narrateBriscaGame(table.value.start, seed.value, game.value, lang, undefined, beats);
  else {
    const start = gameFromOptions(options, m);
    if (!start.ok) return start;
    told = narrateGame(start.value, seed.value, game.value, lang, beats);
  }
  told.push(m.recordHint(selfplayEquivalent(options, seed.value, game.value)));
  return parsed({ lines: told, beats });
}

/** `escoba watch`, all at once: one random game told hand by hand (Brisca and Alcalde trick by trick). */
export function watchCommand(options: WatchOptions = {}, cmd?: Command): CommandResult {
  const text = watchText(options, cmd);
  return text.ok ? { stdout: lines(text.value.lines), stderr: '', code: 0 } : failure('watch', text.message);
}
