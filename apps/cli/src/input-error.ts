import { parseCard } from '@escoba/engine';
import type { ErrorFacts } from './messages/error-types.js';

/**
 * What `play` says to a line it cannot read, as one sentence. The engines nest their parse errors
 * (`"xyz" is not a play: "xyz" is not a card: write ...`); the clauses about the whole line fold into
 * `"xyz" is not a card or a command: write ...`, and one about a part becomes `...: "3z" is not a card (write ...)`.
 */
export function notUnderstood(line: string, message: string): string {
  const clause = /^"((?:[^"\\]|\\.)*)" is not (an? [\w ]+?): /;
  let rest = message;
  let kind = 'play';
  for (let m = clause.exec(rest); m !== null && m[1] === line; m = clause.exec(rest)) {
    kind = m[2]!.replace(/^an? /, '');
    rest = rest.slice(m[0].length);
  }
  const part = clause.exec(rest);
  if (part !== null) rest = `${part[0].slice(0, -2)} (${rest.slice(part[0].length)})`;
  const article = /^[aeiou]/.test(kind) ? 'an' : 'a';
  return `${JSON.stringify(line)} is not ${article} ${kind} or a command: ${rest}. Type help for the commands.`;
}

/**
 * The facts of a notation error of the line `input` (an Escoba play or a Brisca action, with the engine's code and
 * message), found by reading the line again: `reason` is `card` when the whole line is meant as one card, `part`
 * the piece that is not a card, `twice` a card named twice, `own` a card taking itself, `claim` a renuncio claim
 * naming no cards, `tooMany` more than two cards at once.
 */
export function notationFacts(input: string, error: { readonly code: string; readonly message: string }): ErrorFacts {
  const base = { code: error.code, message: error.message, input };
  if (error.code === 'TakesOwnCard') return { ...base, reason: 'own' };
  const body = input.replace(/^[!~]/, '');
  const parts = body.split(/[:+]/);
  if (error.code === 'InvalidAction' && parts.length > 2) return { ...base, reason: 'tooMany' };
  const bad = parts.find((p) => !parseCard(p).ok);
  if (bad !== undefined) return parts.length === 1 ? { ...base, reason: 'card', part: bad } : { ...base, reason: 'part', part: bad };
  const ids = parts.map((p) => (parseCard(p) as { value: number }).value);
  const twice = parts.find((_, i) => ids.indexOf(ids[i]!) !== i);
  if (twice !== undefined) return { ...base, reason: 'twice', part: twice };
  if (input.startsWith('!')) return { ...base, reason: 'claim' };
  return base;
}
