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
export { BIT_HI, BIT_LO, CAPTURE_VALUE, MAX_LEGAL_MOVES, popcount, SEVEN_OF_COINS_BIT } from './tables.js';
