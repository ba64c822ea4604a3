import { parseCard, type Card } from '@escoba/cards';
import { evolve, viewOf, type LogEntry, type TableState } from '@escoba/server';

/** Keys under which the protocol puts cards (ids, arrays of ids, or notation). `hand` is also a hand's number in events: cards only in arrays. */
const CARD_KEYS = new Set([
  // Escoba
  'hand', 'table', 'take', 'card', 'cards', 'leftover', 'legal', 'piles', 'prime', 'sets', 'deck', 'play',
  // Brisca and Alcalde
  'known', 'trump', 'trumpCard', 'firstTrump', 'removed', 'trickCards', 'won',
]);

/** Every card a message or view mentions under a card key (finished hands' `results` left out: all their cards were shown). */
export function cardsIn(value: unknown, key: string | null = null, out: Set<Card> = new Set(), inArray = false): Set<Card> {
  if (Array.isArray(value)) for (const x of value) cardsIn(x, key, out, true);
  else if (value !== null && typeof value === 'object') {
    for (const [k, x] of Object.entries(value)) if (k !== 'results') cardsIn(x, k, out);
  } else if (key !== null && CARD_KEYS.has(key) && (key !== 'hand' || inArray)) {
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 40) out.add(value);
    else if (typeof value === 'string') {
      // Notation: cards separated by the games' marks (`7o:3c+5e`, `!7o`, `~7e`).
      for (const token of value.split(/[^0-9a-z]+/i)) {
        const card = parseCard(token);
        if (card.ok) out.add(card.value);
      }
    }
  }
  return out;
}

/**
 * What each seat may know at every version of a table, from its log (which holds the decks): the cards of the hand
 * in play hidden from a seat are the hand's deck less every card the seat's own view or a spectator's view has
 * shown since the deal. A message to the seat at version v may mention no card hidden at v.
 */
export class TableTruth {
  readonly states: TableState[] = [];
  /** Per public version, the type of the logged event that took it. */
  private readonly kinds: string[] = [];
  /** Per public version, per seat (index `players` for spectators), the hidden cards. */
  private readonly hidden: Set<Card>[][] = [];

  constructor(
    readonly code: string,
    entries: readonly LogEntry[],
  ) {
    let state: TableState | null = null;
    let known: Set<Card>[] = [];
    let commitment: string | null = null;
    for (const entry of entries) {
      const before: number = state?.pv ?? 0;
      state = evolve(state, entry, code);
      // Clients see public versions: a seña takes none, so its state is the truth at the public version it came at.
      const pv = state.pv;
      this.states[pv] = state;
      if (pv !== before) this.kinds[pv] = entry.event.type;
      const players = state.settings.players;
      const secret = state.secret;
      if (secret?.commitment !== commitment) {
        commitment = secret?.commitment ?? null;
        known = Array.from({ length: players + 1 }, () => new Set<Card>());
      }
      const spectator = cardsIn(viewOf(state, null));
      const hiddenNow: Set<Card>[] = [];
      for (let seat = 0; seat <= players; seat++) {
        const k = known[seat]!;
        for (const c of spectator) k.add(c);
        if (seat < players) for (const c of cardsIn(viewOf(state, seat))) k.add(c);
        hiddenNow.push(new Set(secret ? secret.deck.filter((c) => !k.has(c)) : []));
      }
      this.hidden[pv] = hiddenNow;
    }
  }

  get last(): TableState {
    return this.states[this.states.length - 1]!;
  }

  /** Cards hidden from `seat` (null: spectators) at version `v`. */
  hiddenFrom(seat: number | null, v: number): Set<Card> {
    const perSeat = this.hidden[v];
    if (!perSeat) return new Set();
    return perSeat[seat ?? perSeat.length - 1]!;
  }

  /**
   * Checks every message a seat got, in order: none may mention a card hidden from the seat at its version (a
   * message without one, at the last version the seat had), nor a token hash, nor a deck or salt outside a reveal.
   */
  leaks(seat: number | null, texts: readonly string[]): string[] {
    const found: string[] = [];
    let v = 0;
    for (const text of texts) {
      const m = JSON.parse(text) as { type: string; v?: number; event?: { type: string }; events?: { v: number; event: { type: string } }[] };
      if (m.type === 'event' || m.type === 'sync') v = m.v!;
      if (/tokenHash/.test(text)) found.push(`${this.code} v${v} to seat ${seat}: a token hash`);
      // A resync's catch-up events are each checked at their own version, as if they had come one by one.
      const { events = [], ...rest } = m;
      for (const e of events) found.push(...this.check(seat, e.v, e, JSON.stringify(e)));
      found.push(...this.check(seat, v, rest, text));
    }
    return found;
  }

  /** One message (or one catch-up event) at version `v`: a deck or salt only in a reveal, no card hidden from the seat at `v`. */
  private check(seat: number | null, v: number, m: { event?: { type: string } }, text: string): string[] {
    const found: string[] = [];
    const reveal = m.event?.type === 'revealed' && this.kinds[v] === 'revealed';
    if (/"(salt|deck)"/.test(JSON.stringify(m)) && !reveal) found.push(`${this.code} v${v} to seat ${seat}: a deck or salt outside a reveal`);
    // A reveal shows the whole deck of a hand that is over (every card, also those of the next hand, dealt anew).
    if (reveal) return found;
    const hidden = this.hiddenFrom(seat, v);
    const leaked = [...cardsIn(m)].filter((c) => hidden.has(c));
    if (leaked.length > 0) found.push(`${this.code} v${v} to seat ${seat}: cards ${leaked.join(',')} in ${text.slice(0, 200)}`);
    return found;
  }
}
