import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Page } from 'playwright-core';
import { parseCard, type Card } from '@escoba/cards';
import { briscaGame, type BriscaState } from '@escoba/brisca';
import { createClient, type ClientOptions, type EscobaClient, type PublicEvent, type TableSettings } from '@escoba/protocol';
import { gameDefinition } from '@escoba/games';
import { openPage, useBuiltApp } from './e2e/harness.js';
import { isOver, playable } from './e2e/click-play.js';
import { turnOrOver } from './e2e/page-waits.js';

// Brisca and Alcalde online in Chromium (issue 13), against the real server: a 2 against 2 Brisca table with two
// people in two browser contexts, two of the server's bots and a spectator, a reload mid-hand, the hand played to its
// end by clicking; an Alcalde table with two bots played to its end. The points and hands shown are checked against
// the engine's replay of the table's log (the decks the server reveals after each hand, the plays), and at every one
// of the host's turns no page holds a card its seat may not see.
const app = useBuiltApp();

/** One hand of the table's log, as a follower sees it: the dealer, the plays in order and, once it is over, its deck. */
interface LoggedHand {
  readonly dealer: number;
  readonly plays: { readonly seat: number; readonly play: string }[];
  deck: Card[] | null;
}

/** A real WebSocket client watching the table (a spectator), keeping its log for the replay. */
async function follow(code: string): Promise<{ client: EscobaClient; hands: LoggedHand[]; finished: () => Extract<PublicEvent, { type: 'finished' }> | null }> {
  const client = createClient(`${app.server.url.replace(/^http/, 'ws')}/ws`, { WebSocket: WebSocket as unknown as ClientOptions['WebSocket'], definitionOf: (id) => Promise.resolve(gameDefinition(id)) });
  const hands: LoggedHand[] = [];
  let finished: Extract<PublicEvent, { type: 'finished' }> | null = null;
  client.on('event', ({ event }) => {
    if (event.type === 'dealt') hands.push({ dealer: event.dealer, plays: [], deck: null });
    else if (event.type === 'played') hands.at(-1)!.plays.push({ seat: event.seat, play: event.play });
    else if (event.type === 'revealed') hands.at(-1)!.deck = event.deck.map((c) => unwrap(parseCard(c)));
    else if (event.type === 'finished') finished = event;
  });
  await client.spectate(code);
  return { client, hands, finished: () => finished };
}

const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** A moment to check: the hand and how many plays of it the server had made, and each page's cards then. */
interface Checkpoint {
  readonly hand: number;
  readonly plays: number;
  readonly pages: { readonly who: string; readonly seat: number | null; readonly cards: number[] }[];
}

/** The engine's replay of the logged hands, calling `at` with the state at every (hand, plays) moment. */
function replay(settings: TableSettings, hands: readonly LoggedHand[], at: (hand: number, plays: number, state: BriscaState) => void): BriscaState {
  let state = unwrap(briscaGame.newGame({ rules: settings.rules, players: settings.players, partnerships: settings.partnerships }));
  hands.forEach((hand, h) => {
    if (!hand.deck) throw new Error(`hand ${h} was not revealed`);
    state = unwrap(briscaGame.deal(state, hand.deck, hand.dealer));
    at(h, 0, state);
    hand.plays.forEach((p, i) => {
      state = unwrap(briscaGame.apply(state, unwrap(briscaGame.parseAction(p.play))));
      at(h, i + 1, state);
    });
  });
  return state;
}

/** The cards `seat` may not see now (null: a spectator): every other hand's cards it is not shown, and the face-down stock. */
function hiddenFrom(state: BriscaState, seat: number | null): Set<Card> {
  const h = state.hand!;
  const view = briscaGame.view(state, seat);
  const hidden = new Set<Card>();
  h.hands.forEach((cards, other) => {
    if (other !== seat) for (const c of cards) if (!view.known[other]!.includes(c)) hidden.add(c);
  });
  for (const c of h.deck.slice(h.next)) if (c !== h.trumpCard) hidden.add(c);
  return hidden;
}

/** Every card the page draws (each card face carries its id). */
const cardsIn = (page: Page): Promise<number[]> => page.locator('[data-card]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-card'))));

/**
 * Waits until the log holds the host's play made after checkpoint `cp`. Seat 0 can be on turn again at once (after
 * the trump exchange, or when it takes the trick and leads), and the next checkpoint must not pair the pages, which
 * already show what followed the play, with the log from before it.
 */
async function heard(log: { hands: LoggedHand[] }, cp: Checkpoint): Promise<void> {
  await expect.poll(() => log.hands.length - 1 > cp.hand || log.hands.at(-1)!.plays.length > cp.plays).toBe(true);
}


/** Plays the person's turn: the exchange when offered (once per hand), else a card; the Alcalde picks two cards until the pair is legal. */
async function playTurn(page: Page, exchanged: Set<string>, hand: string): Promise<'exchange' | 'card' | 'pair'> {
  if ((await page.getByTestId('exchange').count()) > 0 && !exchanged.has(hand)) {
    exchanged.add(hand);
    await page.getByTestId('exchange').click();
    return 'exchange';
  }
  const cards = playable(page);
  if ((await page.locator('[data-testid="hand"] button.card[aria-pressed]').count()) === 0) {
    await cards.first().click();
    return 'card';
  }
  // The Alcalde: two cards, in order; a pair the rules refuse leaves "Play" disabled, so try the next.
  const n = await cards.count();
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      if (a === b) continue;
      await cards.nth(a).click();
      await cards.nth(b).click();
      const button = page.getByTestId('play-pair');
      if ((await button.count()) > 0 && (await button.isEnabled())) {
        await button.click();
        return 'pair';
      }
      // Unpick both.
      for (const c of await page.locator('[data-testid="hand"] button.card[aria-pressed="true"]').all()) await c.click();
    }
  }
  throw new Error('no legal pair for the Alcalde');
}

describe('Brisca and Alcalde online (Chromium, real server)', () => {
  it('plays a 2 against 2 Brisca hand with two people, two bots and a spectator, through a reload; points match the replay; no page shows a hidden card', async () => {
    const host = await openPage(app.browser, { lang: 'en' });
    const guest = await openPage(app.browser, { lang: 'es' });
    const watcher = await openPage(app.browser, { lang: 'pt' });

    // The host picks Brisca, 4 players 2 against 2, a computer on each side.
    await host.page.goto(`${app.server.url}/#/online`);
    await host.page.getByTestId('online-name').fill('Ana');
    await host.page.getByTestId('online-game-brisca').check();
    await host.page.getByTestId('online-table-4p').check();
    await host.page.getByTestId('online-seat-1').selectOption('easy');
    await host.page.getByTestId('online-seat-3').selectOption('medium');
    // The rules are Brisca's own options (señas need partners: fine here); one hand wins the match.
    expect(await host.page.getByTestId('online-option-wins').inputValue()).toBe('1');
    expect(await host.page.getByTestId('online-option-exchange').count()).toBe(1);
    await host.page.getByTestId('create-table').click();
    await host.page.getByTestId('lobby').waitFor();
    expect(await host.page.getByTestId('lobby-settings').textContent()).toBe('Brisca, 4 players, 2 against 2 · one hand wins');
    const code = (await host.page.getByTestId('table-code').textContent())!.trim();
    const link = await host.page.getByTestId('share-link').inputValue();

    // The friend opens the link: the join screen describes the Brisca table in Spanish.
    await guest.page.goto(link);
    expect(await guest.page.getByTestId('table-game').textContent()).toBe('Brisca, 4 jugadores, 2 contra 2');
    expect(await guest.page.getByTestId('table-rules').textContent()).toBe('Brisca, sin cambios');
    expect(await guest.page.getByTestId('table-summary').textContent()).toContain('Manos para ganar1');
    await guest.page.getByTestId('join-name').fill('Bea');
    await guest.page.getByTestId('take-seat-2').click();
    await guest.page.getByTestId('lobby').waitFor();
    await watcher.page.goto(`${app.server.url}/t/${code}/watch`);
    await watcher.page.getByTestId('lobby').waitFor();
    const log = await follow(code);

    await expect.poll(() => host.page.getByTestId('start-online').isEnabled()).toBe(true);
    await host.page.getByTestId('start-online').click();
    for (const { page } of [host, guest, watcher]) await page.getByTestId('game').waitFor();
    // The table is Brisca's: the trump card under the stock; the spectator has no hand and is told so.
    await host.page.getByTestId('trump-card').waitFor();
    await watcher.page.getByTestId('watching').waitFor();
    expect(await watcher.page.locator('[data-testid="hand-card"]').count()).toBe(0);

    const checkpoints: Checkpoint[] = [];
    const exchanged = new Set<string>();
    let guestTurns = 0;
    let reloaded = false;
    while (!((await isOver(host.page)) && (await isOver(guest.page)))) {
      if ((await playable(host.page).count()) > 0) {
        // The server waits for seat 0: what every page shows now is checked against this moment of the log.
        await expect.poll(() => log.client.view?.turn).toBe(0);
        const plays = log.hands.at(-1)!.plays.length;
        const pages = [];
        for (const [who, seat, page] of [['host', 0, host.page], ['guest', 2, guest.page], ['watcher', null, watcher.page]] as const) pages.push({ who, seat, cards: await cardsIn(page) });
        checkpoints.push({ hand: log.hands.length - 1, plays, pages });
        await playTurn(host.page, exchanged, `host${log.hands.length}`);
        await heard(log, checkpoints.at(-1)!);
      } else if ((await playable(guest.page).count()) > 0) {
        guestTurns++;
        if (guestTurns === 3 && !reloaded) {
          // A reload mid-hand takes the seat back with the same hand.
          reloaded = true;
          const before = await guest.page.locator('[data-testid="hand"] button.card').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')).sort());
          await guest.page.reload();
          await guest.page.getByTestId('game').waitFor();
          await expect.poll(async () => JSON.stringify(await guest.page.locator('[data-testid="hand"] button.card').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')).sort()))).toBe(JSON.stringify(before));
          await playable(guest.page).first().waitFor();
        }
        await playTurn(guest.page, exchanged, `guest${log.hands.length}`);
      } else {
        // Nobody's turn here (a bot's, the server's): until either page shows its turn or the hand's end.
        await Promise.race([turnOrOver(host.page, 60_000), turnOrOver(guest.page, 60_000)]);
      }
    }
    expect(reloaded).toBe(true);
    expect(checkpoints.length).toBeGreaterThanOrEqual(8);
    await expect.poll(() => log.finished()).not.toBeNull();
    await expect.poll(() => log.hands[0]!.deck).not.toBeNull();

    // The engine's replay of the log: the hand's points, and what each page could see at each checkpoint.
    const settings = log.client.table!.settings;
    const final = replay(settings, log.hands, (hand, plays, state) => {
      for (const cp of checkpoints.filter((c) => c.hand === hand && c.plays === plays)) {
        // The host's page, on turn, draws its whole hand: the cards are read right.
        expect(cp.pages[0]!.cards).toEqual(expect.arrayContaining([...state.hand!.hands[0]!]));
        for (const page of cp.pages) {
          const hidden = hiddenFrom(state, page.seat);
          // Early in the hand there is something to hide from everyone.
          if (plays < 4) expect(hidden.size).toBeGreaterThan(0);
          expect(
            page.cards.filter((c) => hidden.has(c)),
            `${page.who} at play ${plays}`,
          ).toEqual([]);
        }
      }
    });
    const outcome = briscaGame.handOutcome(final)!;
    for (const { page } of [host, guest, watcher]) {
      await page.getByTestId('breakdown').waitFor();
      for (let side = 0; side < 2; side++) expect(Number(await page.getByTestId(`brisca-points-${side}`).getAttribute('data-points'))).toBe(outcome.points[side]);
      await expect.poll(() => page.getByTestId('shuffle-verified').isVisible()).toBe(true);
    }
    expect(outcome.points[0]! + outcome.points[1]!).toBe(120);
    // The match is over (one hand wins it): the host asks for a rematch, the others wait for it.
    expect(await guest.page.getByTestId('rematch').count()).toBe(0);
    await host.page.getByTestId('rematch').click();
    for (const { page } of [host, guest]) {
      await expect.poll(() => page.getByTestId('hand-over').count()).toBe(0);
      await expect.poll(() => page.locator('[data-testid="hand"] button.card').count()).toBe(3);
    }

    for (const { page, errors } of [host, guest, watcher]) expect(errors, await page.title()).toEqual([]);
    log.client.close();
    await Promise.all([host.context.close(), guest.context.close(), watcher.context.close()]);
  });

  it('plays an Alcalde table with two bots to its end: two cards a turn as the Alcalde, the tally and the hands won per seat', async () => {
    const host = await openPage(app.browser, { lang: 'en' });
    await host.page.goto(`${app.server.url}/#/online`);
    await host.page.getByTestId('online-name').fill('Ana');
    await host.page.getByTestId('online-game-alcalde').check();
    await host.page.getByTestId('online-preset-alcalde').check();
    // Two hands: one hand's end that goes on to the next (Continue), and the table's end (no Continue); a third hand
    // played only more turns with the same checks.
    await host.page.getByTestId('online-hands').fill('2');
    await host.page.getByTestId('online-seat-1').selectOption('random');
    await host.page.getByTestId('online-seat-2').selectOption('easy');
    await host.page.getByTestId('create-table').click();
    await host.page.getByTestId('lobby').waitFor();
    expect(await host.page.getByTestId('lobby-settings').textContent()).toBe('Alcalde, 3 players · 2 hands');
    const code = (await host.page.getByTestId('table-code').textContent())!.trim();
    const log = await follow(code);
    await host.page.getByTestId('start-online').click();
    await host.page.getByTestId('game').waitFor();

    const checkpoints: Checkpoint[] = [];
    const kinds = new Set<string>();
    let handsSeen = 0;
    while ((await host.page.getByTestId('rematch').count()) === 0) {
      if (await isOver(host.page)) {
        handsSeen++;
        // Each hand's end: the verdict on the Alcalde and the running tally.
        await host.page.getByTestId('hand-verdict').waitFor();
        await host.page.getByTestId('tally').waitFor();
        if ((await host.page.getByTestId('next-hand').count()) > 0) await host.page.getByTestId('next-hand').click();
        await expect.poll(async () => (await host.page.getByTestId('rematch').count()) > 0 || !(await isOver(host.page))).toBe(true);
      } else if ((await playable(host.page).count()) > 0) {
        await expect.poll(() => log.client.view?.turn).toBe(0);
        checkpoints.push({ hand: log.hands.length - 1, plays: log.hands.at(-1)!.plays.length, pages: [{ who: 'host', seat: 0, cards: await cardsIn(host.page) }] });
        kinds.add(await playTurn(host.page, new Set(), ''));
        await heard(log, checkpoints.at(-1)!);
      } else {
        await turnOrOver(host.page, 60_000);
      }
    }
    // The last hand's end is the table's: no Continue, the winner by hands won, as the server's `finished` says.
    await expect.poll(() => log.finished()).not.toBeNull();
    const finished = log.finished()!;
    expect(log.hands).toHaveLength(2);
    expect(handsSeen).toBeGreaterThanOrEqual(1);
    expect(await host.page.getByTestId('next-hand').count()).toBe(0);
    expect(await host.page.getByTestId('next-alcalde').count()).toBe(0);
    const winner = host.page.getByTestId('table-winner');
    expect(await winner.getAttribute('data-scores')).toBe(finished.scores.join(','));
    for (let seat = 0; seat < 3; seat++) expect(Number(await host.page.getByTestId(`tally-won-${seat}`).textContent())).toBe(finished.scores[seat]);

    await expect.poll(() => log.hands.every((h) => h.deck !== null)).toBe(true);
    const settings = log.client.table!.settings;
    const final = replay(settings, log.hands, (hand, plays, state) => {
      for (const cp of checkpoints.filter((c) => c.hand === hand && c.plays === plays)) {
        const hidden = hiddenFrom(state, 0);
        expect(cp.pages[0]!.cards).toEqual(expect.arrayContaining([...state.hand!.hands[0]!]));
        expect(cp.pages[0]!.cards.filter((c) => hidden.has(c)), `host at hand ${hand}, play ${plays}`).toEqual([]);
      }
    });
    // As the Alcalde the host played two cards a turn, else one (the first Alcalde is drawn, the role passes on a lost hand).
    const results = briscaGame.view(final, 0).results;
    expect(kinds.has('pair')).toBe(results.some((r) => r.alcalde === 0));
    expect(kinds.has('card')).toBe(results.some((r) => r.alcalde !== 0));
    // The tally shown is the engine's.
    const tally = briscaGame.view(final, 0).tally!;
    for (let seat = 0; seat < 3; seat++) expect(tally.alcaldeWins[seat]! + tally.partnerWins[seat]!).toBe(finished.scores[seat]);
    // A reload onto the finished table says the same winner. (This short log comes back as missed events, `finished`
    // among them; a long one comes back as a full view without it, and the page counts the hands from the view:
    // online-brisca.test.ts.)
    const said = await winner.textContent();
    await host.page.reload();
    await host.page.getByTestId('table-winner').waitFor();
    expect(await host.page.getByTestId('table-winner').getAttribute('data-scores')).toBe(finished.scores.join(','));
    expect(await host.page.getByTestId('table-winner').textContent()).toBe(said);
    expect(host.errors).toEqual([]);
    log.client.close();
    await host.context.close();
  });
});
