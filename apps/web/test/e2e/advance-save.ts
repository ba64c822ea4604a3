// A game the page started and saved, played on in Node: a test that checks the start of a game (the form, the
// draw, the seats) and its end (the hand-over panel, the game's end) reads the page's own save, plays the turns in
// between here, at random from a seed (every seat, the person's too), writes the save back and resumes it in the
// page, instead of clicking through them. saved-hand.ts makes such a save from a seed alone.
import type { Page } from 'playwright-core';
import { createRng } from '@escoba/cards';
import type { LocalMatches } from '../../src/table/local-match.js';

/**
 * The record `text` (as a page saved it) played on until `stop` holds of the state, with the legal actions picked
 * at random from `seed`, the next hand dealt as the app deals it whenever one is over: the record to save.
 */
export function playedOn<State, Action, View, In>(matches: LocalMatches<State, Action, View, In>, text: string, seed: string, stop: (state: State) => boolean): string {
  const resumed = matches.resume(JSON.parse(text));
  if (!resumed.ok) throw new Error(`the page's save does not resume: ${resumed.error}`);
  const game = matches.rules.definition;
  const rng = createRng(seed);
  let match = resumed.value;
  for (let guard = 0; guard < 10_000; guard++) {
    if (stop(match.state)) return JSON.stringify(matches.record(match));
    if (game.turn(match.state) === null) {
      const next = matches.nextHand(match);
      if (next === null) break;
      match = next;
      continue;
    }
    const actions = game.legalActions(match.state);
    const played = matches.play(match, actions[rng.int(actions.length)]!);
    if (!played.ok) throw new Error(played.error.message);
    match = played.value;
  }
  throw new Error(`the game ended before the state the test waits for (seed ${seed})`);
}

/**
 * Reads the page's save under `key` (the page waiting for the person, so that it saves nothing more), plays it on in Node (`playedOn`), saves it back, then loads the app again and
 * presses `continueButton`: the page is at `stop`'s state, on the person's turn when `stop` says so.
 */
export async function resumeFurther<State, Action, View, In>(
  page: Page,
  url: string,
  save: { matches: LocalMatches<State, Action, View, In>; key: string; continueButton: string },
  seed: string,
  stop: (state: State) => boolean,
): Promise<void> {
  const text = (await page.evaluate((key) => localStorage.getItem(key), save.key)) as string | null;
  if (text === null) throw new Error(`the page saved no game under ${save.key}`);
  const further = playedOn(save.matches, text, seed, stop);
  await page.evaluate(([key, record]) => localStorage.setItem(key!, record!), [save.key, further]);
  await page.goto(url);
  // A page still playing (a bot's turn) when the save was read would have saved over it before it left.
  if ((await page.evaluate((key) => localStorage.getItem(key), save.key)) !== further) throw new Error('the page saved over the game played on: wait for its turn first');
  await page.getByTestId(save.continueButton).click();
}

