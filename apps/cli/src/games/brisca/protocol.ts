import { isActionShape, makeAction, makeCard, parseAction, parseCard, type BriscaAction, type BriscaView, type Card } from '@escoba/brisca';
import { problem, parsed, type Parsed } from '../../command.js';
import { BOT_FORMAT } from '../../defaults.js';

/**
 * The bot protocol for Brisca and the Alcalde games: a request is the seat's `BriscaView` (what the seat may see,
 * nothing more) as JSON with cards in notation and actions in notation, plus `type`, `format` and `game: "brisca"`.
 * Escoba requests carry no `game` field, so existing Escoba bots keep working unchanged.
 */

/** Fields holding one card (or null), a list of cards, or a list of lists of cards, wherever they appear. */
const ONE = new Set(['card', 'trump', 'took', 'removed', 'trumpCard', 'firstTrump']);
const LIST = new Set(['cards', 'hand', 'trickCards']);
const LISTS = new Set(['known', 'won']);

/** Copies `x` with every card field converted by `f` (ids to notation or back); other values are kept. */
function convertCards(x: unknown, f: (c: unknown, path: string) => unknown, path = ''): unknown {
  if (Array.isArray(x)) return x.map((v, i) => convertCards(v, f, `${path}[${i}]`));
  if (typeof x !== 'object' || x === null) return x;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(x)) {
    const at = path === '' ? k : `${path}.${k}`;
    if (ONE.has(k)) out[k] = v === null ? null : f(v, at);
    else if (LIST.has(k)) out[k] = listOf(v, at).map((c, i) => f(c, `${at}[${i}]`));
    else if (LISTS.has(k)) out[k] = listOf(v, at).map((l, i) => listOf(l, `${at}[${i}]`).map((c, j) => f(c, `${at}[${i}][${j}]`)));
    else out[k] = convertCards(v, f, at);
  }
  return out;
}

class RequestError extends Error {}

function listOf(v: unknown, at: string): unknown[] {
  if (!Array.isArray(v)) throw new RequestError(`"${at}" must be a list of cards`);
  return v;
}

/** The request for the seat whose view this is (it must be on turn). */
export function briscaRequestFromView(view: BriscaView): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...view };
  // Always 'play' and null while a seat is on turn: not sent.
  delete rest.phase;
  delete rest.handResult;
  delete rest.actions;
  delete rest.legal;
  const body = convertCards(rest, (c) => makeCard(c as Card)) as Record<string, unknown>;
  const { actions, legal } = view;
  return { type: 'play', format: BOT_FORMAT, game: 'brisca', ...body, actions: actions.map(makeAction), legal: legal.map(makeAction) };
}

const toAction = (text: unknown, at: string): BriscaAction => {
  if (typeof text !== 'string') throw new RequestError(`"${at}" must be an action in notation (3o, 12b+4o, ~7e)`);
  const a = parseAction(text);
  if (!a.ok || !isActionShape(a.value)) throw new RequestError(`"${at}": ${a.ok ? 'not an action' : a.error.message}`);
  return a.value;
};

const REQUIRED = ['seat', 'rules', 'mode', 'players', 'sides', 'side', 'turn', 'hand', 'known', 'handCounts', 'trumpSuit', 'trumpCard', 'stock', 'trickSeats', 'trickCards', 'won', 'points', 'events', 'results', 'actions', 'legal'];

/** The seat's view a Brisca request describes (cards back to ids); the bot checks the position itself. */
export function briscaViewFromRequest(request: Record<string, unknown>): Parsed<BriscaView> {
  for (const k of REQUIRED) if (!(k in request)) return problem(`"${k}" is missing (a Brisca request is the seat's view: see docs/bot-protocol.md)`);
  if (!Number.isInteger(request.seat) || request.seat !== request.turn) return problem(`"seat" must be the seat on turn ("turn"), got ${JSON.stringify(request.seat)}`);
  try {
    const rest: Record<string, unknown> = { ...request };
    for (const k of ['type', 'format', 'game', 'actions', 'legal']) delete rest[k];
    const { actions, legal } = request;
    const body = convertCards(rest, (c, at) => {
      const card = typeof c === 'string' ? parseCard(c) : null;
      if (!card?.ok) throw new RequestError(`"${at}": ${JSON.stringify(c)} is not a card (write 7o, 12b, ...)`);
      return card.value;
    }) as Omit<BriscaView, 'actions' | 'legal' | 'phase' | 'handResult' | 'senas' | 'legalSenas'> & Partial<Pick<BriscaView, 'senas' | 'legalSenas'>>;
    const legalActions = listOf(legal, 'legal').map((a, i) => toAction(a, `legal[${i}]`));
    if (legalActions.length === 0) return problem('"legal" is empty: the seat has nothing to do');
    // `senas` and `legalSenas` (rule option senas) may be left out: requests from before señas stay valid.
    return parsed({ ...body, senas: body.senas ?? [], legalSenas: body.legalSenas ?? [], phase: 'play', handResult: null, actions: listOf(actions, 'actions').map((a, i) => toAction(a, `actions[${i}]`)), legal: legalActions } as BriscaView);
  } catch (e) {
    if (e instanceof RequestError) return problem(e.message);
    throw e;
  }
}

/** A bot program's answer (an action in notation) as one of the legal actions of `view`, or what is wrong with it. */
export function parseBriscaAnswer(line: string, view: BriscaView): Parsed<BriscaAction> {
  const text = line.trim();
  if (text.startsWith('error:')) return problem(`it answered "${text}"`);
  const action = parseAction(text);
  if (!action.ok) return problem(`its answer "${text}" is not an action: ${action.error.message}`);
  const notation = makeAction(action.value);
  const legal = view.legal.find((a) => makeAction(a) === notation);
  if (!legal) return problem(`its answer "${text}" is not a legal play (legal: ${view.legal.map(makeAction).join(' ')})`);
  return parsed(legal);
}
