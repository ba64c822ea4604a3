import { notUnderstood } from '../input-error.js';
import type { SessionMessages } from './session-types.js';

const then = (score: string | null) => (score === null ? '' : ` Score: ${score}.`);

export const SESSION_EN: SessionMessages = {
  words: {
    help: ['help', '?', 'h'],
    quit: ['quit', 'exit', 'q'],
    hint: ['hint'],
    show: ['show', 'look', 'table'],
    back: ['back', 'cancel', 'b'],
    claim: ['claim', 'renuncio'],
    lay: ['lay'],
    exchange: ['exchange', '~'],
  },
  you: 'you',
  seatYou: (seat) => `seat ${seat} (you)`,
  bot: (seat, level, partner) => `seat ${seat} ${level}${partner ? ' (your partner)' : ''}`,
  youAre: (seat, side, bots) => `You are seat ${seat}${side === null ? '' : ` (side ${side})`}. Bots: ${bots}.`,
  seedLine: (seed) => `Seed ${seed}: the same seed deals the same cards again.`,
  notAllowed: (reason) => `Not allowed: ${reason}.`,
  notUnderstood: (line, facts) => notUnderstood(line, facts.message),
  typeNumber: (n, example) => `Type a number from 1 to ${n} (your hand), a card like ${example}, or help.`,
  inputEnded: (where, score) => `The input ended before the game was over (${where}).${then(score)}`,
  left: (where, score) => `You left the game (${where}).${then(score)}`,
  notYourTurn: 'It is not your turn.',
  recordSaved: (path) => `The game record is in ${path} (escoba replay ${path} checks it, escoba analyze ${path} reviews it).`,
  cannotWriteRecord: (path, _code, detail) => `cannot write the record to ${path}: ${detail}`,
  youWin: 'You win',
  yourSideWins: 'Your side wins',
  drawnGame: 'A draw: nobody wins',
  sideWins: (who) => `${who.charAt(0).toUpperCase()}${who.slice(1)} wins`,
};
