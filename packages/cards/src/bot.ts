/**
 * A computer player of any game: its only input is the view of the seat it plays for (a game's
 * {@link GameDefinition.view}), so it cannot see hidden cards. The same bot configuration and the same
 * view always give the same action.
 */
export interface GameBot<View, Action> {
  readonly level: string;
  /** The action for the seat whose view this is; that seat must be on turn. */
  choose(view: View): Action;
}
