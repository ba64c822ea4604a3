/**
 * Where each other seat sits around the table, in the order of `others` (from the person's left, against the
 * turn, to their right): opposite with 2 players, left/right with 3, left/top/right with 4 (the partner facing),
 * and with 6 the partners at the top corners. Someone watching sees every seat: with 4 and 6 players seat 1 sits
 * at the bottom, where a player sees their own seat (2 and 3 players fit the places above).
 */
export const SEAT_PLACES: Readonly<Record<number, readonly string[]>> = {
  1: ['top'],
  2: ['left', 'right'],
  3: ['left', 'top', 'right'],
  4: ['left', 'top', 'right', 'bottom'],
  5: ['left', 'top-left', 'top', 'top-right', 'right'],
  6: ['left', 'top-left', 'top', 'top-right', 'right', 'bottom'],
};
