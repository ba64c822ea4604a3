import { parseAction as parseBriscaAction, senaCard, type BriscaState } from '@escoba/brisca';
import { parseCard, parsePlay, type Card, type GameState } from '@escoba/engine';
import type { TableConfig } from '@escoba/protocol';

type GameId = string;
import type { EscobaServer, TableState } from '@escoba/server';
import { RawClient } from './helpers.js';

/** The Escoba game of a table (null in the lobby), for tests that look into the server's own state. */
export function escobaOf(state: TableState): GameState | null {
  if (state.settings.gameId !== 'escoba') throw new Error(`table ${state.code} plays ${state.settings.gameId}, not escoba`);
  return state.game as GameState | null;
}

/** The Brisca or Alcalde game of a table (null in the lobby). */
export function briscaOf(state: TableState): BriscaState | null {
  if (state.settings.gameId !== 'brisca') throw new Error(`table ${state.code} plays ${state.settings.gameId}, not brisca`);
  return state.game as BriscaState | null;
}

/** Every game and table size the server offers, as a host asks for them (short games: a server test plays them to the end). */
export const EVERY_TABLE: readonly { readonly label: string; readonly config: TableConfig }[] = [
  { label: 'Escoba, 2', config: { players: 2 } },
  { label: 'Escoba, 3', config: { players: 3 } },
  { label: 'Escoba, 4 alone', config: { players: 4, partnerships: false } },
  { label: 'Escoba, 2 against 2', config: { players: 4, partnerships: true } },
  { label: 'Escoba, 3 against 3', config: { players: 6 } },
  { label: 'Brisca, 2', config: { gameId: 'brisca', players: 2, rules: { preset: 'brisca', wins: 2 } } },
  { label: 'Brisca, 3 (39 cards)', config: { gameId: 'brisca', players: 3, rules: { preset: 'brisca', wins: 2 } } },
  { label: 'Brisca, 4 alone', config: { gameId: 'brisca', players: 4, partnerships: false } },
  { label: 'Brisca, 2 against 2', config: { gameId: 'brisca', players: 4, partnerships: true, rules: { preset: 'brisca', wins: 2 } } },
  { label: 'Brisca, 2 against 2 with señas', config: { gameId: 'brisca', players: 4, partnerships: true, rules: { preset: 'brisca', wins: 2, senas: true } } },
  { label: 'Alcalde', config: { gameId: 'alcalde', players: 3, hands: 3 } },
  { label: 'Alcalde variation', config: { gameId: 'alcalde', players: 3, rules: 'alcalde-variation', hands: 3 } },
];

/**
 * The cards hidden from `seat` (null: a spectator) at this point of the table's game, worked out from the rules
 * independently of the engines' views: the other hands (an Alcalde partner's only when `partnersSeeHands`) and the
 * face-down stock, less every card that was ever face up (Brisca's trump cards, exchanged or drawn last) and the
 * trumps a partner's señas named.
 */
export function hiddenFrom(state: TableState, seat: number | null): Set<Card> {
  if (state.game === null) return new Set();
  if (state.settings.gameId === 'escoba') {
    const h = escobaOf(state)!.hand;
    if (!h || h.result) return new Set();
    const hidden = new Set<Card>(h.deck.slice(h.dealt));
    h.hands.forEach((cards, s) => {
      if (s !== seat) for (const c of cards) hidden.add(c);
    });
    return hidden;
  }
  const game = briscaOf(state)!;
  const h = game.hand;
  if (!h || h.result) return new Set();
  const faceUp = new Set<Card>([h.firstTrump]);
  for (let node: typeof h.history | null = h.history; node; node = node.prev) {
    const e = node.event;
    if (e.type === 'exchange') faceUp.add(e.card).add(e.took);
  }
  const partners = (a: number, b: number) => h.alcalde !== null && game.rules.partnersSeeHands && a !== h.alcalde && b !== h.alcalde;
  const hidden = new Set<Card>(h.deck.slice(h.next));
  h.hands.forEach((cards, s) => {
    if (s !== seat && !(seat !== null && partners(seat, s))) for (const c of cards) hidden.add(c);
  });
  for (const c of faceUp) hidden.delete(c);
  // A seña names a trump in its maker's hand (docs/rules.md, "Señas"): the maker's partner knows it.
  if (seat !== null) for (const m of h.senas) if (m.seat !== seat && h.sideOf[m.seat] === h.sideOf[seat]) hidden.delete(senaCard(m.sena, h.trumpSuit) ?? -1);
  return hidden;
}

/** Every seat's hand in the server's state of the table's game (empty between hands). */
export function handsOf(state: TableState): readonly (readonly Card[])[] {
  const h = state.settings.gameId === 'escoba' ? escobaOf(state)?.hand : briscaOf(state)?.hand;
  return h && !h.result ? h.hands : [];
}

/** Keys under which the protocol puts cards (numbers, arrays of numbers, or notation strings) in either game. */
const CARD_KEYS = new Set([
  ...['hand', 'table', 'take', 'card', 'cards', 'leftover', 'legal', 'piles', 'prime', 'sets', 'deck', 'play'],
  ...['known', 'trumpCard', 'firstTrump', 'removed', 'trickCards', 'won', 'trump', 'took', 'actions'],
]);

/** The cards an action in a game's notation names. */
function cardsOfNotation(gameId: GameId, text: string): Card[] {
  if (gameId === 'escoba') {
    const play = parsePlay(text);
    if (play.ok) return [play.value.card, ...play.value.take];
  } else {
    const action = parseBriscaAction(text);
    if (action.ok) return action.value.type === 'play' ? [...action.value.cards] : action.value.type === 'exchange' ? [action.value.card] : [];
  }
  const card = parseCard(text);
  return card.ok ? [card.value] : [];
}

/**
 * Every card a message of a table of `gameId` mentions anywhere under a card key (`hand` is also a hand's index in
 * events: cards only in arrays). `results` are skipped: finished hands, all revealed, whose card ids come again.
 */
export function cardsIn(gameId: GameId, value: unknown, key: string | null = null, out: Card[] = [], inArray = false): Card[] {
  if (Array.isArray(value)) for (const x of value) cardsIn(gameId, x, key, out, true);
  else if (value !== null && typeof value === 'object') {
    for (const [k, x] of Object.entries(value)) if (k !== 'results') cardsIn(gameId, x, k, out);
  } else if (key !== null && CARD_KEYS.has(key) && (key !== 'hand' || inArray)) {
    if (typeof value === 'number') out.push(value);
    else if (typeof value === 'string') out.push(...cardsOfNotation(gameId, value));
  }
  return out;
}

/**
 * Creates a 2-player Escoba table on `server` with a `random` bot in seat 1, and plays seat 0 with its first legal
 * play until the game is over; returns the table's code, the host's connection (still open) and its seat token.
 */
export async function playAgainstBot(server: EscobaServer, target: number): Promise<{ code: string; host: RawClient; token: string }> {
  const created = await server.service.create({ players: 2, target, bots: [{ seat: 1, level: 'random' }] }, 'Ana');
  if (!created.ok) throw new Error(created.error.message);
  const { code } = created;
  const host = await RawClient.open(server);
  const ack = async (m: Record<string, unknown>) => {
    const r = await host.request(m);
    if (r.type !== 'ack') throw new Error(`${String(m['type'])}: ${JSON.stringify(r)}`);
  };
  await ack({ type: 'resume', code, seat: 0, token: created.token });
  await ack({ type: 'start' });
  const { legalPlays } = await import('@escoba/engine');
  while (server.service.peek(code)!.status === 'playing') {
    const s = server.service.peek(code)!;
    const game = escobaOf(s)!;
    if (game.phase === 'play' && game.hand && !game.hand.result && game.hand.turn === 0) {
      const p = legalPlays(game)[0]!;
      await host.request({ type: 'play', play: { card: p.card, take: p.take }, v: s.v });
    } else await new Promise((r) => setTimeout(r, 5));
  }
  return { code, host, token: created.token };
}
