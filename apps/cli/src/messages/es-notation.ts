import type { ErrorFacts } from './error-types.js';

/** How to write a card, in Spanish. */
export const HOW_CARD_ES = 'escribe el número impreso (1-7, 10, 11, 12) y el palo (o, c, e, b), p. ej. 7o';

/** What is wrong with a line of notation (a card, an Escoba play, a Brisca action), from its facts. */
export function notationDetailEs(f: ErrorFacts): string {
  switch (f.reason) {
    case 'card':
      return HOW_CARD_ES;
    case 'part':
      return `"${f.part ?? ''}" no es una carta (${HOW_CARD_ES})`;
    case 'twice':
      return `${f.part ?? 'una carta'} aparece dos veces`;
    case 'own':
      return 'una carta no puede llevarse a sí misma';
    case 'claim':
      return 'un renuncio nombra las cartas que se lleva, p. ej. !7o:3c+5e';
    case 'tooMany':
      return 'se juegan como mucho dos cartas a la vez (las del Alcalde, 12b+4o)';
    default:
      return f.code === 'InvalidAction' ? 'escribe una carta (3o), dos cartas (12b+4o) o un cambio (~7e)' : 'escribe una carta (7o) o una jugada (7o:3c+5e)';
  }
}

/** `una carta`, `una jugada`, `una acción`: what the line was read as. */
export const notationKindEs = (f: ErrorFacts): string => (f.reason === 'card' ? 'una carta' : f.code === 'InvalidAction' ? 'una acción' : 'una jugada');
