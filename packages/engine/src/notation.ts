import { makeCard, parseCard, type Card, type CardNotationError, err, ok, type Result } from '@escoba/cards';

/** Why a text is not an Escoba play: not a card, not a play, a card named twice or taking itself. */
export interface NotationError {
  readonly code: CardNotationError['code'] | 'InvalidPlay' | 'DuplicateCard' | 'TakesOwnCard';
  readonly message: string;
  readonly input: string;
}

/**
 * One turn: `card` is played from the hand and takes the table cards `take` (their values plus the
 * card's make 15), or, with `take` empty, is laid on the table.
 * A renuncio claim (house rule) has `renuncio: true`: `card` is the card the previous player laid and
 * `take` the set it could have taken.
 */
export interface Play {
  readonly card: Card;
  readonly take: readonly Card[];
  readonly renuncio?: true;
}

/** `7o`, `7o:3c+5e`, or `!7o:3c+5e` for a renuncio claim. */
export function makePlay(play: Play): string {
  const head = (play.renuncio ? '!' : '') + makeCard(play.card);
  return play.take.length === 0 ? head : `${head}:${play.take.map(makeCard).join('+')}`;
}

export function parsePlay(input: string): Result<Play, NotationError> {
  const bad = (message: string) => err<NotationError>({ code: 'InvalidPlay', message, input });
  const renuncio = input.startsWith('!');
  const body = renuncio ? input.slice(1) : input;
  const colon = body.indexOf(':');
  const cardText = colon < 0 ? body : body.slice(0, colon);
  const card = parseCard(cardText);
  if (!card.ok) return bad(`"${input}" is not a play: ${card.error.message}`);
  if (colon < 0) {
    if (renuncio) return bad(`"${input}" is not a play: a renuncio claim names the cards it takes, e.g. !7o:3c+5e`);
    return ok({ card: card.value, take: [] });
  }
  const parts = body.slice(colon + 1).split('+');
  const take: Card[] = [];
  for (const part of parts) {
    const c = parseCard(part);
    if (!c.ok) return bad(`"${input}" is not a play: ${c.error.message}`);
    if (c.value === card.value) {
      return err({ code: 'TakesOwnCard', message: `"${input}": a card cannot take itself`, input });
    }
    if (take.includes(c.value)) {
      return err({ code: 'DuplicateCard', message: `"${input}": ${part} is taken twice`, input });
    }
    take.push(c.value);
  }
  return ok(renuncio ? { card: card.value, take, renuncio: true } : { card: card.value, take });
}

/** True when both plays are the same card, the same set of taken cards and the same kind. */
export function samePlay(a: Play, b: Play): boolean {
  if (a.card !== b.card || a.take.length !== b.take.length || !!a.renuncio !== !!b.renuncio) return false;
  return a.take.every((c) => b.take.includes(c));
}
