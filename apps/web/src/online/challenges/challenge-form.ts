import { checkCreateForm, type CheckedForm, type CreateForm } from '../create-form.js';
import type { OnlineFormPart } from '../game-parts.js';
import type { WebGameId } from '../../games/catalog.js';

/**
 * The challenge form's table: the create-table form's `CreateForm` (the game, each game's own choices — table, rules,
 * hands —, the turn timer) with no seat of its own (the server seats the two players and puts computer players in
 * any other seat) and never public (a challenge's table is unlisted).
 */
export const initialChallenge = (game: WebGameId): CreateForm => ({ game, parts: {}, kinds: [], turnSeconds: null });

/**
 * The table a challenge asks for, checked as "Create a table" checks it (`checkCreateForm`: the game's rules, then
 * what the server would refuse): its config, rated when asked, or the problem.
 */
export function checkChallenge(form: CreateForm, part: OnlineFormPart<unknown>, rated: boolean): CheckedForm {
  return checkCreateForm({ ...form, kinds: [], public: false, rated, ratingRange: undefined }, part);
}
