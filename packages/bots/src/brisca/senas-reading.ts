import { pickedUp, senaCard, SENAS, type BriscaView, type Card } from '@escoba/brisca';

/** The trumps a card seña names, in {@link SENAS} order (every seña but `sintriunfo`). */
const CARD_SENAS = SENAS.filter((s) => s !== 'sintriunfo');

/** Of a seat's unseen cards, at most `allow` are among `cards`. */
export interface UnseenLimit {
  readonly seat: number;
  readonly cards: readonly Card[];
  readonly allow: number;
}

/**
 * What the partner's *silence* tells, under the convention of the bots that signal (`senas.ts`: every true seña at
 * every turn, before the card): a partner who has made a seña this hand follows it, so at its last turn it held no
 * trump among the as, tres, rey, caballo and sota that it has not named. Since then it may have drawn some (one per
 * face-down draw): at most that many of its unseen cards are such trumps. A partner who has made no seña tells
 * nothing (it may never signal, or hold only low trumps), so a reader is not misled by a partner who never signals.
 * From the view's señas and public events only.
 */
export function silenceLimits(view: BriscaView): UnseenLimit[] {
  if (view.seat === null || view.trumpSuit === null) return [];
  const out: UnseenLimit[] = [];
  for (let partner = 0; partner < view.players; partner++) {
    if (partner === view.seat || view.sides[view.side!]!.indexOf(partner) < 0) continue;
    const made = view.senas.filter((m) => m.seat === partner);
    if (made.length === 0) continue;
    const named = new Set(made.map((m) => m.sena));
    const silent = CARD_SENAS.filter((s) => !named.has(s)).map((s) => senaCard(s, view.trumpSuit!)!);
    // The partner's last turn: its last play; the draws after it are cards it has not had a turn to signal.
    let lastPlay = -1;
    view.events.forEach((e, i) => {
      if (e.type === 'play' && e.seat === partner) lastPlay = i;
    });
    if (lastPlay < 0) continue;
    let drawn = 0;
    for (let i = lastPlay + 1; i < view.events.length; i++) {
      const e = view.events[i]!;
      if (e.type !== 'draw') continue;
      const last = e.seats.length - 1;
      e.seats.forEach((s, j) => {
        if (s === partner && !(j === last && e.trumpTo === s)) drawn++;
      });
    }
    const cards = silent.filter((c) => view.known[partner]!.indexOf(c) < 0);
    if (cards.length > 0) out.push({ seat: partner, cards, allow: drawn });
  }
  return out;
}

/** Whether the seat's partner has made a seña this hand (a view shows only its own side's señas). */
export function partnerSignals(view: BriscaView): boolean {
  return view.senas.some((m) => m.seat !== view.seat);
}

/**
 * The view without the partner's señas (a bot that ignores them, for measuring what reading them is worth): the
 * señas list keeps only the seat's own, and the partner's known cards only what it picked up face up (unless the
 * view shows its whole hand).
 */
export function withoutPartnerSenas(view: BriscaView): BriscaView {
  if (view.senas.every((m) => m.seat === view.seat)) return view;
  const picked = pickedUp(view.events, view.players);
  const known = view.known.map((cards, s) => (s === view.seat || cards.length === view.handCounts[s] ? cards : picked[s]!));
  return { ...view, known, senas: view.senas.filter((m) => m.seat === view.seat) };
}

/**
 * Makes `pool[start..end)` hold at most `allow` of the cards `banned` marks, swapping extra ones with unbanned cards
 * of the rest of the pool chosen at random; stops early when no unbanned card is left outside (a partner who broke
 * the convention: the world stays as dealt).
 */
export function capCards(pool: Int32Array, start: number, end: number, allow: number, banned: Uint8Array, rng: { int(n: number): number }): void {
  let count = 0;
  for (let i = start; i < end; i++) count += banned[pool[i]!]!;
  for (let i = start; i < end && count > allow; i++) {
    if (banned[pool[i]!] === 0) continue;
    let others = 0;
    for (let j = 0; j < pool.length; j++) if ((j < start || j >= end) && banned[pool[j]!] === 0) others++;
    if (others === 0) return;
    let pick = rng.int(others);
    for (let j = 0; j < pool.length; j++) {
      if ((j >= start && j < end) || banned[pool[j]!] === 1) continue;
      if (pick-- === 0) {
        const t = pool[i]!;
        pool[i] = pool[j]!;
        pool[j] = t;
        break;
      }
    }
    count--;
  }
}
