// Screenshots of the Brisca and Alcalde screens (phone 360×740 and desktop 1280×800) into docs/screenshots/
// as brisca-<size>-<screen>.png and alcalde-<size>-<screen>.png; screenshots.mjs runs them (`--only brisca` alone).
import { briscaGame, createRng, dealSeeded, drawForDealer, shuffledDeck, unwrap } from '../../../packages/brisca/dist/index.js';

const SIZES = [
  ['phone', { width: 360, height: 740 }],
  ['desktop', { width: 1280, height: 800 }],
];

/** The first deal of a game as the app deals it (Brisca draws for the dealer, the first Alcalde is chosen at random). */
function firstDeal(seed, rules, players, partnerships = false) {
  const state = unwrap(briscaGame.newGame({ rules, players, partnerships }));
  const firstDealer = rules === 'brisca' ? { firstDealer: drawForDealer(shuffledDeck(createRng(`${seed}:draw`)), players).dealer } : {};
  return unwrap(dealSeeded(briscaGame, state, seed, 0, firstDealer));
}

/** A seed whose first deal satisfies `found`. */
function seedWhere(prefix, rules, players, found) {
  for (let i = 0; i < 5000; i++) if (found(firstDeal(`${prefix}-${i}`, rules, players))) return `${prefix}-${i}`;
  throw new Error(`no seed for ${prefix}`);
}

const playable = (page) => page.locator('[data-testid="hand"] button.card:not([aria-disabled="true"])');

/** Waits for the person's turn ('turn') or the end of the hand ('over'). */
async function turnOrOver(page) {
  const over = page.getByTestId('hand-over');
  await Promise.race([over.waitFor({ timeout: 60000 }), playable(page).first().waitFor({ timeout: 60000 })]);
  return (await over.isVisible()) ? 'over' : 'turn';
}

/** Plays the person's turns (one card, or the Alcalde's first two) until the hand is over; `atTurn(i)` first at each. */
async function playHand(page, atTurn = async () => {}) {
  for (let turn = 0; (await turnOrOver(page)) === 'turn'; turn++) {
    await atTurn(turn);
    if ((await turnOrOver(page)) === 'over') return;
    const cards = playable(page);
    await cards.first().click();
    if ((await page.locator('[data-testid="hand"] button.card[aria-pressed="true"]').count()) > 0) {
      await cards.nth(1).click();
      await page.getByTestId('play-pair').click();
    }
  }
}

async function newGame(page, url, game, seed, prepare = async () => {}) {
  await page.goto(`${url}/?seed=${seed}`);
  await page.getByTestId('new-game-button').click();
  await page.getByTestId(`game-${game}`).check();
  await prepare();
}

export async function briscaScreens({ browser, url, out }) {
  // Seat 0 holds the 2 of trumps: the exchange is offered on its first turn.
  const exchangeSeed = seedWhere('screens-exchange', 'brisca', 2, (s) => s.hand.hands[0].includes(s.hand.trumpSuit * 10 + 1) && s.hand.trumpCard % 10 !== 1);
  const asAlcalde = seedWhere('screens-alcalde-me', 'alcalde', 3, (s) => s.hand.alcalde === 0);
  const asPartner = seedWhere('screens-alcalde-partner', 'alcalde', 3, (s) => s.hand.alcalde === 1);

  for (const [size, viewport] of SIZES) {
    const context = await browser.newContext({ viewport, locale: 'es-ES' });
    const settings = { lang: 'es', deckStyle: 'spanish', showValues: true, animation: 'off' };
    await context.addInitScript(`if (!localStorage.getItem('escoba.settings.v1')) localStorage.setItem('escoba.settings.v1', ${JSON.stringify(JSON.stringify(settings))});`);
    const page = await context.newPage();
    const shot = (game, name) => page.screenshot({ path: `${out}/${game}-${size}-${name}.png` });
    const top = () => page.evaluate('scrollTo(0, 0)');

    // Brisca: the form, a hand (2 players on the phone, 2 against 2 on the desktop), the exchange, the last trick,
    // running points, the end of the hand.
    await newGame(page, url, 'brisca', `screens-brisca-${size}`, async () => {
      await page.getByTestId(size === 'phone' ? 'table-2' : 'table-4p').check();
      await page.getByTestId('opponents-level').selectOption('medium');
    });
    await shot('brisca', 'new-game');
    await page.getByTestId('start').click();
    await playHand(page, async (turn) => {
      if (turn === 3) {
        await top();
        await shot('brisca', 'table');
      }
      if (turn === 4) {
        await page.getByTestId('last-trick').click();
        await page.getByTestId('last-trick-dialog').waitFor();
        await shot('brisca', 'last-trick');
        await page.getByTestId('last-trick-dialog').getByRole('button').click();
      }
      if (turn === 5) {
        await page.getByTestId('show-points').check();
        await top();
        await shot('brisca', 'running-points');
        await page.getByTestId('show-points').uncheck();
      }
    });
    await page.evaluate("document.querySelector('.overlay').scrollTo(0, 0)");
    await shot('brisca', 'hand-over');

    await newGame(page, url, 'brisca', exchangeSeed, () => page.getByTestId('table-2').check());
    await page.getByTestId('start').click();
    await page.getByTestId('exchange').waitFor();
    await top();
    await shot('brisca', 'exchange');

    // Alcalde: the form (rules under "More rules"), as the Alcalde choosing two cards, as a partner who sees the
    // other partner's hand, the end of a hand with the tally.
    await newGame(page, url, 'alcalde', asAlcalde, async () => {
      await page.getByTestId('more-rules').locator('summary').click();
    });
    await shot('alcalde', 'new-game');
    await page.getByTestId('start').click();
    await turnOrOver(page);
    await playable(page).nth(0).click();
    await playable(page).nth(2).click();
    await top();
    await shot('alcalde', 'two-cards');
    await page.getByTestId('play-pair').click();
    await playHand(page);
    await page.evaluate("document.querySelector('.overlay').scrollTo(0, 0)");
    await shot('alcalde', 'hand-over');

    await newGame(page, url, 'alcalde', asPartner);
    await page.getByTestId('start').click();
    await playHand(page, async (turn) => {
      if (turn === 2) {
        await top();
        await shot('alcalde', 'partner');
      }
    });

    // Home with games to continue.
    await page.goto(`${url}/`);
    await page.getByTestId('continue-alcalde').waitFor();
    await shot('brisca', 'home');
    await context.close();
  }
}
