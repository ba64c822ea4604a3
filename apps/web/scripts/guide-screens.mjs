// Screenshots of the guided first hands (`#/<game>/learn`): a few steps of each game's lesson and its end, on a
// 1366×768 desktop (English) and a 360×740 phone (Spanish), into docs/screenshots/guide-<size>-<game>-<step>.png.
// Run by screenshots.mjs (all of them, or `--only guide`).

// GUIDE_SIZES=phone and GUIDE_SHOTS='{"escoba":[1]}' retake only some of them.
const SIZES_ALL = [
  ['desktop', { width: 1366, height: 768 }, 'en'],
  ['phone', { width: 360, height: 740 }, 'es'],
];
const SIZES = SIZES_ALL.filter(([size]) => !process.env.GUIDE_SIZES || process.env.GUIDE_SIZES.split(',').includes(size));

/** The steps of each lesson worth a picture (by step number, and `end`); the lesson is left after the last. */
const SHOTS = process.env.GUIDE_SHOTS ? JSON.parse(process.env.GUIDE_SHOTS) : { escoba: [1, 3, 'end'], brisca: [1, 6, 'end'], alcalde: [3, 4] };

/** What changes with every move: the step, and the cards of the hand with the ones picked. */
const signature = (page) =>
  page.evaluate(() => {
    const guide = document.querySelector('[data-testid="guide"]');
    const hand = [...document.querySelectorAll('[data-zone="hand"] [data-card]')].map((c) => `${c.getAttribute('data-card')}${c.getAttribute('aria-pressed')}`);
    return `${guide.getAttribute('data-step')}:${hand.join(',')}`;
  });

/** One move of the guide: Next, the lesson's button or its lit cards of the hand, or in the free part the first card(s). */
async function advance(page) {
  const kind = await page.getByTestId('guide').getAttribute('data-kind');
  if (kind === 'say' || kind === 'them') return page.getByTestId('guide-next').click();
  if (kind === 'you') {
    // The lesson's button when the prompt names it (a legal exchange may be offered where the lesson wants cards).
    const button = page.locator('[data-testid^="guide-button-"]');
    const prompt = await page.getByTestId('guide-text').textContent();
    if ((await button.count()) > 0 && prompt.includes(await button.first().textContent())) return button.first().click();
    const lit = page.locator('[data-zone="hand"] button.guide-highlight');
    for (let k = 0, n = await lit.count(); k < n; k++) await page.locator('[data-zone="hand"] button.guide-highlight:not([aria-pressed="true"])').first().click();
    return;
  }
  await page.locator('[data-zone="hand"] button.card').first().click();
  await page.waitForTimeout(50);
  if ((await page.locator('.guide-more').count()) > 0) await page.locator('[data-zone="hand"] button.card:not([aria-pressed="true"])').first().click();
}

export async function guideScreens({ browser, url, out }) {
  for (const [size, viewport, lang] of SIZES) {
    const context = await browser.newContext({ viewport, locale: lang });
    const settings = { lang, deckStyle: 'spanish', showValues: true, animation: 'off', table: '2', preset: 'classic', options: {}, levels: ['medium', 'medium', 'medium', 'medium', 'medium'] };
    await context.addInitScript(`if (!localStorage.getItem('escoba.settings.v1')) localStorage.setItem('escoba.settings.v1', ${JSON.stringify(JSON.stringify(settings))});`);
    const page = await context.newPage();
    await page.goto(`${url}/`);
    await page.getByTestId('home').waitFor();
    await page.screenshot({ path: `${out}/guide-${size}-home.png`, fullPage: true });
    for (const [game, steps] of Object.entries(SHOTS)) {
      await page.goto(`${url}/#/${game}/learn`);
      await page.getByTestId('guide').waitFor();
      for (let guard = 0; guard < 200; guard++) {
        const step = Number(await page.getByTestId('guide').getAttribute('data-step'));
        const kind = await page.getByTestId('guide').getAttribute('data-kind');
        const name = kind === 'end' ? 'end' : step;
        if (steps.includes(name)) await page.screenshot({ path: `${out}/guide-${size}-${game}-${name}.png` });
        if (kind === 'end' || (!steps.includes('end') && step >= Math.max(...steps))) break;
        const before = await signature(page);
        await advance(page);
        for (let wait = 0; wait < 50 && (await signature(page)) === before; wait++) await page.waitForTimeout(100);
      }
    }
    await context.close();
  }
}
