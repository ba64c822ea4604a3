import { canTake, type Card, type Play, type PlayError, type SeatView } from '@escoba/engine';

/**
 * What the person can do with one hand card, entirely as the engine says: its legal captures, whether it
 * may be laid, and the engine's reason when something is not allowed. Works from a `SeatView` (the engine's
 * `legal` list and rules), so games against the computer and online games share it.
 */
export interface CardChoices {
  readonly card: Card;
  /** Legal captures with this card (each a set of table cards). */
  readonly takes: readonly Play[];
  /** The lay, when it is legal. */
  readonly lay: Play | null;
  /** Why laying is illegal (e.g. `MustTake`), when it is. */
  readonly layProblem: PlayError | null;
  /** The card has at least one legal play. */
  readonly playable: boolean;
}

/**
 * Why the engine's legal list has no lay for a card in hand: the codes `checkPlay` gives. A view has no hidden
 * cards, so this reads the rule that forbade it instead of calling `checkPlay` (which needs the whole state).
 */
function layProblemInView(view: SeatView, card: Card): PlayError {
  if (view.rules.capture === 'mustTake') return { code: 'MustTake', message: 'the card can make 15, so it must take' };
  const taker = view.hand.find((c) => canTake(view.table, c));
  if (view.rules.capture === 'forced' && taker !== undefined) return { code: 'MustCapture', message: 'a player who can take must take' };
  return { code: 'NotPlaying', message: `card ${card} cannot be played now` };
}

export function choicesFor(view: SeatView, card: Card): CardChoices {
  const mine = view.legal.filter((p) => p.card === card && !p.renuncio);
  const takes = mine.filter((p) => p.take.length > 0);
  const lay = mine.find((p) => p.take.length === 0) ?? null;
  return { card, takes, lay, layProblem: lay ? null : layProblemInView(view, card), playable: mine.length > 0 };
}

/** The renuncio claims open to the player on turn (house rule). */
export const renuncioClaims = (legal: readonly Play[]): Play[] => legal.filter((p) => p.renuncio);

/** The captures whose sets contain every card of `selected` (table cards the person has clicked). */
export function setsContaining(takes: readonly Play[], selected: readonly Card[]): Play[] {
  return takes.filter((p) => selected.every((c) => p.take.includes(c)));
}

/** Table cards that belong to some legal capture of the card: the ones that light up. */
export function cardsInSets(takes: readonly Play[]): Set<Card> {
  const out = new Set<Card>();
  for (const p of takes) for (const c of p.take) out.add(c);
  return out;
}

/**
 * The person clicked table card `clicked` while `selected` were already chosen for `takes`: the new
 * selection, and the capture to make when exactly one set is left that holds all of them.
 */
export function toggleTableCard(takes: readonly Play[], selected: readonly Card[], clicked: Card): { selected: Card[]; play: Play | null } {
  const next = selected.includes(clicked) ? selected.filter((c) => c !== clicked) : [...selected, clicked];
  if (next.length === 0) return { selected: next, play: null };
  const candidates = setsContaining(takes, next);
  if (candidates.length === 1) return { selected: next, play: candidates[0]! };
  if (candidates.length === 0) {
    // The click starts a new set: keep only the clicked card if it belongs to one.
    const fresh = setsContaining(takes, [clicked]);
    if (fresh.length === 1) return { selected: [clicked], play: fresh[0]! };
    return { selected: fresh.length > 0 ? [clicked] : selected.slice(), play: null };
  }
  return { selected: next, play: null };
}

/** The next (`step` 1) or previous (-1) capture set after `current` among `takes`, wrapping round: arrow keys cycle with it. */
export function cycleSet(takes: readonly Play[], current: readonly Card[], step: 1 | -1): Play | null {
  if (takes.length === 0) return null;
  const at = takes.findIndex((p) => p.take.length === current.length && p.take.every((c) => current.includes(c)));
  if (at < 0) return takes[step === 1 ? 0 : takes.length - 1]!;
  return takes[(at + step + takes.length) % takes.length]!;
}
