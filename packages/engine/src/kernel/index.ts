export { EscobaKernel, MAX_SEATS, BREAKDOWN_SIZE, KERNEL_SCORE_INDEX } from './kernel.js';
export {
  encodeMove,
  maskToCards,
  moveCard,
  moveIsLay,
  moveIsRenuncio,
  moveTakeHi,
  moveTakeLo,
  moveToPlay,
  playToMove,
  type Move,
} from './moves.js';
export { MAX_LEGAL_MOVES } from './tables.js';
