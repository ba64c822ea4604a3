import { notationDetailEs, notationKindEs } from './es-notation.js';
import type { SessionMessages } from './session-types.js';

const then = (score: string | null) => (score === null ? '' : ` Tanteo: ${score}.`);

const SYSTEM_ERRORS: Readonly<Record<string, string>> = {
  ENOENT: 'la carpeta no existe',
  EACCES: 'permiso denegado',
  EPERM: 'permiso denegado',
  EISDIR: 'es una carpeta',
  ENOSPC: 'no queda espacio en el disco',
  EROFS: 'el sistema de ficheros es de solo lectura',
};

export const SESSION_ES: SessionMessages = {
  words: {
    help: ['ayuda'],
    quit: ['salir'],
    hint: ['pista'],
    show: ['ver', 'mostrar'],
    back: ['atrás', 'atras', 'volver'],
    claim: ['reclamar'],
    lay: ['dejar'],
    exchange: ['cambiar', 'cambio'],
  },
  you: 'tú',
  seatYou: (seat) => `asiento ${seat} (tú)`,
  bot: (seat, level, partner) => `asiento ${seat}, nivel ${level}${partner ? ' (tu compañero)' : ''}`,
  youAre: (seat, side, bots) => `Eres el asiento ${seat}${side === null ? '' : ` (equipo ${side})`}. Bots: ${bots}.`,
  seedLine: (seed) => `Semilla ${seed}: la misma semilla vuelve a repartir las mismas cartas.`,
  notAllowed: (reason) => `No se puede: ${reason}.`,
  notUnderstood: (line, facts) => `${JSON.stringify(line)} no es ${notationKindEs(facts)} ni una orden: ${notationDetailEs(facts)}. Escribe ayuda para ver las órdenes.`,
  typeNumber: (n, example) => `Escribe un número del 1 al ${n} (tu mano), una carta como ${example}, o ayuda.`,
  inputEnded: (where, score) => `La entrada se acabó antes del final de la partida (${where}).${then(score)}`,
  left: (where, score) => `Has dejado la partida (${where}).${then(score)}`,
  notYourTurn: 'No es tu turno.',
  recordSaved: (path) => `El registro de la partida está en ${path} (escoba replay ${path} lo comprueba, escoba analyze ${path} lo revisa).`,
  cannotWriteRecord: (path, code, detail) => `no se puede escribir el registro en ${path}: ${(code && SYSTEM_ERRORS[code]) || detail}`,
  youWin: 'Ganas tú',
  yourSideWins: 'Gana tu equipo',
  drawnGame: 'Empate: no gana nadie',
  sideWins: (who) => `Gana el ${who}`,
};
