/**
 * Where each other seat sits around the table, in the order of `others` (from the person's left, against the
 * turn, to their right): opposite with 2 players, left/right with 3, left/top/right with 4 (the partner facing),
 * and with 6 the partners at the top corners.
 */
export const SEAT_PLACES: Readonly<Record<number, readonly string[]>> = {
  1: ['top'],
  2: ['left', 'right'],
  3: ['left', 'top', 'right'],
  5: ['left', 'top-left', 'top', 'top-right', 'right'],
};
