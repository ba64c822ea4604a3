/**
 * An independent, deliberately plain reading of the rules used to cross-check the engine on records:
 * it replays a `brisca-record/1` hand by hand with its own deal, trick and drawing code and returns the card
 * points per side of each complete hand. It shares nothing with the engine but card notation.
 */
const ORDER = ['2', '4', '5', '6', '7', '10', '11', '12', '3', '1']; // low to high
const VALUE: Record<string, number> = { '1': 11, '3': 10, '12': 4, '11': 3, '10': 2 };
const rank = (card: string) => card.slice(0, -1);
const suit = (card: string) => card.slice(-1);
const value = (card: string) => VALUE[rank(card)] ?? 0;

export interface RefHand {
  readonly points: number[] | null;
  readonly alcaldeKeeps?: boolean;
}

export function referenceReplay(record: { rules: unknown; players: number; partnerships?: boolean; hands: { dealer: number; deck: string[]; plays: string[] }[] }): RefHand[] {
  const preset = typeof record.rules === 'string' ? record.rules : ((record.rules as { preset?: string }).preset ?? 'brisca');
  const keep = typeof record.rules === 'object' && record.rules !== null && 'keep' in record.rules ? (record.rules as { keep: number }).keep : preset === 'alcalde' ? 60 : 31;
  const n = record.players;
  const out: RefHand[] = [];
  for (const hand of record.hands) {
    const d = hand.dealer;
    const deck = [...hand.deck];
    const hands: string[][] = Array.from({ length: n }, () => []);
    const take = (seat: number) => hands[seat]!.push(deck.shift()!);
    for (let r = 0; r < 3; r++) {
      if (preset === 'brisca') for (let k = 1; k <= n; k++) take((d + k) % n);
      else {
        take((d + 1) % 3);
        take((d + 2) % 3);
        take(d);
        if (preset === 'alcalde') take(d);
      }
    }
    if (preset === 'alcalde-variation') take(d);
    let trumpCard: string | null = deck.shift()!;
    const trumps = suit(trumpCard);
    const won = new Array<number>(n).fill(0);
    let leader = (d + 1) % n;
    let trick: [number, string][] = [];
    let seat = leader;
    for (const p of hand.plays) {
      if (p.startsWith('~')) {
        const card = p.slice(1);
        hands[seat]![hands[seat]!.indexOf(card)] = trumpCard!;
        trumpCard = card;
        continue;
      }
      for (const card of p.split('+')) {
        const i = hands[seat]!.indexOf(card);
        if (i < 0) throw new Error(`reference: seat ${seat} does not hold ${card}`);
        hands[seat]!.splice(i, 1);
        trick.push([seat, card]);
      }
      seat = (seat + 1) % n;
      if (seat !== leader) continue;
      const led = suit(trick[0]![1]);
      const score = (card: string) => (suit(card) === trumps ? 100 : suit(card) === led ? 0 : -100) + ORDER.indexOf(rank(card));
      let best = trick[0]!;
      for (const t of trick) if (score(t[1]) > score(best[1])) best = t;
      won[best[0]]! += trick.reduce((s, t) => s + value(t[1]), 0);
      trick = [];
      leader = best[0];
      seat = leader;
      for (let k = 0; k < n && trumpCard !== null; k++) {
        const s = (leader + k) % n;
        for (let j = 0; j < (preset === 'alcalde' && s === d ? 2 : 1); j++) {
          if (deck.length > 0) take(s);
          else if (trumpCard !== null) {
            hands[s]!.push(trumpCard);
            trumpCard = null;
          }
        }
      }
    }
    const over = hands.every((h, s) => h.length === (preset === 'alcalde-variation' && s === d ? 1 : 0));
    if (!over) {
      out.push({ points: null });
      continue;
    }
    if (preset === 'alcalde-variation') won[d]! += value(hands[d]![0]!);
    if (preset === 'brisca') {
      const sides = record.partnerships ? [[0, 2], [1, 3]] : Array.from({ length: n }, (_, i) => [i]);
      out.push({ points: sides.map((side) => side.reduce((t, s) => t + won[s]!, 0)) });
    } else {
      const a = won[d]!;
      out.push({ points: [a, 120 - a], alcaldeKeeps: a >= keep });
    }
  }
  return out;
}
