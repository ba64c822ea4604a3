import type { GameRecordError } from '@escoba/cards';
import type { AnyCliGame } from './games/types.js';
import { notationFacts } from './input-error.js';
import type { ErrorFacts } from './messages/error-types.js';
import type { Messages } from './messages/index.js';

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * The facts of a record error (`replay`, `analyze`), found out by reading the record again: where it is (`hand`,
 * `play`), which of the code's causes it is, and the nested error (an illegal play, the rules, the table) told in
 * `m`'s language.
 */
export function recordFacts(game: AnyCliGame, input: unknown, error: GameRecordError, m: Messages): ErrorFacts {
  const base: ErrorFacts = { code: error.code, message: error.message, ...(error.hand === undefined ? {} : { hand: error.hand }), ...(error.play === undefined ? {} : { play: error.play }) };
  if (!isObject(input)) return { ...base, reason: 'object' };
  const { definition } = game.plugin;
  const format = definition.record.format;
  switch (error.code) {
    case 'BadRecord':
      if (input.format !== format) return { ...base, reason: 'format', example: format, ...(input.format === undefined ? {} : { value: JSON.stringify(input.format) }) };
      return { ...base, reason: 'hands' };
    case 'BadRules': {
      if (!('rules' in input)) return { ...base, reason: 'missing', preset: definition.presets[0]!.name };
      const resolved = definition.resolveRules(input.rules);
      return resolved.ok ? base : { ...base, inner: m.errors.engine(game.errors.rules(input.rules, resolved.error)) };
    }
    case 'BadTable': {
      if (!('players' in input)) return { ...base, reason: 'players', choices: [...new Set(definition.tables(undefined as never).map((t) => String(t.players)))] };
      if (input.partnerships !== undefined && typeof input.partnerships !== 'boolean') return { ...base, reason: 'partnerships' };
      const created = definition.newGame({ rules: input.rules, players: input.players as number, partnerships: input.partnerships as boolean | undefined });
      return created.ok ? base : { ...base, inner: m.errors.engine(game.errors.table(input.rules, input.players, input.partnerships, created.error)) };
    }
    case 'BadHand': {
      const hand = (input.hands as unknown[])[error.hand ?? 0];
      return { ...base, reason: isObject(hand) ? 'plays' : 'object' };
    }
    case 'BadDealer': {
      const hand = (input.hands as unknown[])[error.hand ?? 0];
      return isObject(hand) ? { ...base, value: JSON.stringify(hand.dealer) } : base;
    }
    case 'BadPlay': {
      const entry = ((input.hands as { plays?: unknown[] }[])[error.hand ?? 0]?.plays ?? [])[error.play ?? 0];
      if (typeof entry !== 'string') return base;
      const parsed = definition.parseAction(entry);
      return parsed.ok ? base : { ...base, inner: m.errors.engine(notationFacts(entry, parsed.error)) };
    }
    case 'IllegalPlay':
      return { ...base, ...game.errors.illegalPlay(input, error, m) };
    case 'GameOver': {
      const before = { ...input, hands: (input.hands as unknown[]).slice(0, error.hand) };
      const replayed = definition.record.replay(before);
      const winner = replayed.ok ? definition.matchOutcome(replayed.value)?.winner : undefined;
      return winner === undefined || winner === null ? base : { ...base, seat: winner };
    }
    default:
      return base;
  }
}
