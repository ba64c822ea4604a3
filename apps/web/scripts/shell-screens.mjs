// Screenshots of the shell's screens (phone 360×740, desktop 1366×768) into docs/screenshots/: the home page with
// the three games (<size>-home.png), a Brisca new-game form with the game in the header (<size>-new-game-brisca.png),
// the end of a game against the computer with the header above it (<size>-game-over-brisca.png), that result put
// away (<size>-game-over-closed.png) and "Leave the table" asking first (<size>-leave-ask.png).
// screenshots.mjs runs them (`--only shell` alone).

const SIZES = [
  ['phone', { width: 360, height: 740 }],
  ['desktop', { width: 1366, height: 768 }],
];

const playable = (page) => page.locator('[data-testid="hand"] button.card:not([aria-disabled="true"])');

/** Plays the person's turns (the first playable card) until the hand-over dialog shows. */
async function playHand(page) {
  for (;;) {
    const over = page.getByTestId('hand-over');
    await Promise.race([over.waitFor({ timeout: 60000 }), playable(page).first().waitFor({ timeout: 60000 })]);
    if (await over.isVisible()) return;
    await playable(page).first().click();
  }
}

export async function shellScreens({ browser, url, out }) {
  for (const [size, viewport] of SIZES) {
    const shot = (page, name) => page.screenshot({ path: `${out}/${size}-${name}.png` });
    const context = await browser.newContext({ viewport, locale: 'es-ES' });
    const settings = { lang: 'es', deckStyle: 'spanish', showValues: true, animation: 'off', table: '2', preset: 'classic', options: {}, levels: ['random', 'random', 'random', 'random', 'random'] };
    await context.addInitScript(`if (!localStorage.getItem('escoba.settings.v1')) localStorage.setItem('escoba.settings.v1', ${JSON.stringify(JSON.stringify(settings))});`);
    const page = await context.newPage();
    await page.goto(`${url}/?seed=shell-screens-${size}`);
    await page.getByTestId('game-tiles').waitFor();
    await shot(page, 'home');
    await page.getByTestId('new-game-brisca').click();
    await page.getByTestId('table-3').check();
    await page.getByTestId('opponents-level').selectOption('random');
    await shot(page, 'new-game-brisca');
    await page.getByTestId('start').click();
    await playable(page).first().waitFor({ timeout: 60000 });
    await page.getByTestId('leave-table').click();
    await page.getByTestId('leave-ask').scrollIntoViewIfNeeded();
    await shot(page, 'leave-ask');
    await page.getByTestId('leave-stay').click();
    await playHand(page);
    await page.evaluate("document.querySelector('.overlay').scrollTo(0, 0)");
    await shot(page, 'game-over-brisca');
    await page.keyboard.press('Escape');
    await page.getByTestId('result-bar').waitFor();
    await shot(page, 'game-over-closed');
    await context.close();
  }
}
