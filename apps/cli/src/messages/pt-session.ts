import { notationDetailPt, notationKindPt } from './pt-notation.js';
import type { SessionMessages } from './session-types.js';

const then = (score: string | null) => (score === null ? '' : ` Placar: ${score}.`);

const SYSTEM_ERRORS: Readonly<Record<string, string>> = {
  ENOENT: 'a pasta não existe',
  EACCES: 'permissão negada',
  EPERM: 'permissão negada',
  EISDIR: 'é uma pasta',
  ENOSPC: 'não há espaço no disco',
  EROFS: 'o sistema de arquivos é somente leitura',
};

export const SESSION_PT: SessionMessages = {
  words: {
    help: ['ajuda'],
    quit: ['sair'],
    hint: ['dica'],
    show: ['ver', 'mostrar'],
    back: ['voltar'],
    claim: ['reclamar'],
    lay: ['deixar'],
    exchange: ['trocar', 'troca'],
  },
  you: 'você',
  seatYou: (seat) => `lugar ${seat} (você)`,
  bot: (seat, level, partner) => `lugar ${seat}, nível ${level}${partner ? ' (seu parceiro)' : ''}`,
  youAre: (seat, side, bots) => `Você é o lugar ${seat}${side === null ? '' : ` (dupla ${side})`}. Bots: ${bots}.`,
  seedLine: (seed) => `Semente ${seed}: a mesma semente volta a dar as mesmas cartas.`,
  notAllowed: (reason) => `Não pode: ${reason}.`,
  notUnderstood: (line, facts) => `${JSON.stringify(line)} não é ${notationKindPt(facts)} nem um comando: ${notationDetailPt(facts)}. Digite ajuda para ver os comandos.`,
  typeNumber: (n, example) => `Digite um número de 1 a ${n} (sua mão), uma carta como ${example}, ou ajuda.`,
  inputEnded: (where, score) => `A entrada acabou antes do fim da partida (${where}).${then(score)}`,
  left: (where, score) => `Você saiu da partida (${where}).${then(score)}`,
  notYourTurn: 'Não é a sua vez.',
  recordSaved: (path) => `O registro da partida está em ${path} (escoba replay ${path} o confere, escoba analyze ${path} o revisa).`,
  cannotWriteRecord: (path, code, detail) => `não é possível gravar o registro em ${path}: ${(code && SYSTEM_ERRORS[code]) || detail}`,
  youWin: 'Você vence',
  yourSideWins: 'Sua dupla vence',
  drawnGame: 'Empate: ninguém vence',
  sideWins: (who) => `Vence o ${who}`,
};
