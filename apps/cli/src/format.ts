import { rulesDiff, summarize, type Breakdown, type GameState, type Rules, type ScoreKey, type Seat, type Side } from '@escoba/engine';

type Sides = readonly (readonly Seat[])[];

/** `seat 0` or `seats 0, 2`. */
export const seatsLabel = (seats: readonly Seat[]): string => (seats.length === 1 ? `seat ${seats[0]}` : `seats ${seats.join(', ')}`);

/** `side 0 (seat 0)` or `side 1 (seats 1, 3)`. */
export const sideLabel = (sides: Sides, side: Side): string => `side ${side} (${seatsLabel(sides[side] ?? [])})`;

/** `2 players, each for themselves`, `4 players, 2 against 2`. */
export function tableLabel(players: number, partnerships: boolean): string {
  return partnerships ? `${players} players, ${players / 2} against ${players / 2}` : `${players} players, each for themselves`;
}

/** `classic`, or `classic with target 15, capture optional`: the preset and what differs from it. */
export function rulesLabel(rules: Rules): string {
  const diff = rulesDiff(rules);
  if (typeof diff === 'string') return diff;
  const changes = Object.entries(diff)
    .filter(([k]) => k !== 'preset')
    .map(([k, v]) => `${k} ${String(v)}`);
  return `${rules.preset} with ${changes.join(', ')}`;
}

const SCORE_LABELS: Record<ScoreKey, string> = {
  escobas: 'escobas',
  cards: 'cards',
  coins: 'coins',
  sevenOfCoins: 'seven of coins',
  prime: 'prime',
  sevens: 'sevens',
  allSevens: 'all sevens',
};

/** `escobas 1, cards 1, seven of coins 1`, or `-` when nothing scored. */
export function breakdownLabel(breakdown: Breakdown | undefined): string {
  const parts = Object.entries(breakdown ?? {}).map(([k, n]) => `${SCORE_LABELS[k as ScoreKey] ?? k} ${n}`);
  return parts.length === 0 ? '-' : parts.join(', ');
}

/** `side 0 4, side 1 1`. */
export const scoresLabel = (scores: readonly number[]): string => scores.map((n, s) => `side ${s} ${n}`).join(', ');

/** `+1.50`, `-0.25`: a number with its sign and two decimals, for estimates. */
export const signed = (x: number): string => (x >= 0 ? `+${x.toFixed(2)}` : x.toFixed(2));

export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/**
 * Text columns padded to line up; `right[i]` right-aligns column i. A row may be shorter than the
 * others: its missing cells are empty, and its last cell is not padded.
 */
export function renderTable(rows: readonly (readonly string[])[], right: readonly boolean[] = []): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows.map((row) =>
    row
      .map((cell, i) => {
        if (i === row.length - 1 && !right[i]) return cell;
        return right[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!);
      })
      .join('  ')
      .trimEnd(),
  );
}

/** How the game was won, or why there is no winner yet. */
export function outcomeLabel(state: GameState): string {
  const sides = state.setup.sides;
  if (state.winner !== null) {
    const how = state.winReason === 'zeroCards' ? ': the other side took no card in the last hand' : '';
    return `winner: ${sideLabel(sides, state.winner)}${how}`;
  }
  if (state.hand && !state.hand.result) return 'no winner yet: the last hand is unfinished';
  return 'no winner yet: the game is not over';
}

/** The human-readable table printed by `escoba replay --pretty` for one replayed record. */
export function prettySummary(title: string, state: GameState): string[] {
  const summary = summarize(state);
  const { sides } = summary;
  const out = [`${title}: ${tableLabel(state.setup.players, state.setup.partnerships)}; rules ${rulesLabel(state.rules)}`];
  sides.forEach((seats, side) => out.push(`  side ${side}: ${seatsLabel(seats)}`));
  const rows: string[][] = [['hand', 'dealer', 'side', 'points', 'captured', 'escobas', 'total', 'breakdown']];
  const totals = sides.map(() => 0);
  summary.hands.forEach((hand, i) => {
    if (!hand.complete) {
      rows.push([String(i + 1), String(hand.dealer), '', '', '', '', '', 'unfinished: no points']);
      return;
    }
    sides.forEach((_, side) => {
      totals[side]! += hand.points?.[side] ?? 0;
      rows.push([
        side === 0 ? String(i + 1) : '',
        side === 0 ? String(hand.dealer) : '',
        String(side),
        String(hand.points?.[side] ?? 0),
        String(hand.captured?.[side] ?? 0),
        String(hand.escobas?.[side] ?? 0),
        String(totals[side]),
        breakdownLabel(hand.breakdown?.[side]),
      ]);
    });
  });
  if (summary.hands.length === 0) out.push('  no hands');
  else out.push(...renderTable(rows, [true, true, true, true, true, true, true, false]).map((l) => `  ${l}`));
  out.push(`  final scores: ${scoresLabel(summary.scores)} (target ${state.rules.target})`);
  out.push(`  ${outcomeLabel(state)}`);
  return out;
}

/** Words wrapped to lines of at most `width` characters (a longer word gets a line of its own), each prefixed by `indent`. */
export function wrap(text: string, width: number, indent = ''): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && indent.length + line.length + 1 + word.length > width) {
      out.push(indent + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(indent + line);
  return out;
}
