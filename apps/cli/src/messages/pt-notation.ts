import type { ErrorFacts } from './error-types.js';

/** How to write a card, in Portuguese. */
export const HOW_CARD_PT = 'escreva o número impresso (1-7, 10, 11, 12) e o naipe (o, c, e, b), por ex. 7o';

/** What is wrong with a line of notation (a card, an Escoba play, a Brisca action), from its facts. */
export function notationDetailPt(f: ErrorFacts): string {
  switch (f.reason) {
    case 'card':
      return HOW_CARD_PT;
    case 'part':
      return `"${f.part ?? ''}" não é uma carta (${HOW_CARD_PT})`;
    case 'twice':
      return `${f.part ?? 'uma carta'} aparece duas vezes`;
    case 'own':
      return 'uma carta não pode levar a si mesma';
    case 'claim':
      return 'um renuncio nomeia as cartas que leva, por ex. !7o:3c+5e';
    case 'tooMany':
      return 'joga-se no máximo duas cartas de uma vez (as do Alcalde, 12b+4o)';
    default:
      return f.code === 'InvalidAction' ? 'escreva uma carta (3o), duas cartas (12b+4o) ou uma troca (~7e)' : 'escreva uma carta (7o) ou uma jogada (7o:3c+5e)';
  }
}

/** `uma carta`, `uma jogada`, `uma ação`: what the line was read as. */
export const notationKindPt = (f: ErrorFacts): string => (f.reason === 'card' ? 'uma carta' : f.code === 'InvalidAction' ? 'uma ação' : 'uma jogada');
