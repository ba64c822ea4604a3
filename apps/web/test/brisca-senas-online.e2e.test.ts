import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Page } from 'playwright-core';
import { SENAS, type Sena } from '@escoba/brisca';
import { createClient, type ClientOptions, type PublicEvent } from '@escoba/protocol';
import { gameDefinition } from '@escoba/games';
import { LANGS, type MessageKey } from '../src/i18n/strings.js';
import { MESSAGES } from '../src/games/messages.js';
import { makeI18n } from '../src/i18n/translator.js';
import { senaMeaning, senaShort } from '../src/games/brisca/senas-text.js';
import { openPage, useBuiltApp } from './e2e/harness.js';
import { saveShot } from './e2e/shots.js';

// Señas at an online 2 against 2 Brisca table in Chromium (issue 13; rules.md "Señas", protocol.md "Señas"): two
// people as partners in two browser contexts, two of the server's medium bots (which make every seña they may) as
// the other side, a spectator's page and a raw WebSocket spectator. The first person makes a seña from the señas
// bar; the partner's page shows it by the seat and says it; the spectator's page and the raw spectator learn
// nothing of any seña — not which, not that one was made: no frame at all, versions without gaps; the bots' señas
// to each other never show on the people's pages; a seña flies no card and keeps the turn.
const app = useBuiltApp();

/** Every seña's meaning, short name of the sentences and gesture, in every language: none may reach a spectator. */
const SENA_WORDS = LANGS.flatMap((lang) => SENAS.flatMap((sena) => [senaMeaning(makeI18n(lang), sena), MESSAGES[lang][`sena.gesture.${sena}` as MessageKey]]));

/** The names a page's seña sentences give ("Ana signals: …"): each seat named must be the page's partner. */
function signallers(text: string, lang: 'en' | 'es' | 'pt'): string[] {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const meanings = SENAS.map((sena) => escape(senaMeaning(makeI18n(lang), sena))).join('|');
  const [before, after] = MESSAGES[lang]['senas.signal'].split('{name}') as [string, string];
  const pattern = new RegExp(`${escape(before)}([^.:\\n]{1,40}?)${escape(after.split('{meaning}')[0]!)}(?:${meanings})`, 'g');
  return [...text.matchAll(pattern)].map((m) => m[1]!.trim());
}

/** The page's text, each text node on its own line (hidden ones too: the play log folded away, the live region). */
const textOf = async (page: Page): Promise<string> =>
  (await page.evaluate(`(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const lines = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) lines.push(node.textContent);
    return lines.join('\\n');
  })()`)) as string;
const htmlOf = async (page: Page): Promise<string> => (await page.evaluate('document.documentElement.outerHTML')) as string;
/** The card ids the page draws. */
const cardsIn = async (page: Page): Promise<string[]> => (await page.evaluate(`[...document.querySelectorAll('[data-card]')].map((e) => e.getAttribute('data-card'))`)) as string[];
const playable = (page: Page) => page.locator('[data-testid="hand"] button.card:not([aria-disabled="true"])');
const isOver = async (page: Page) => (await page.getByTestId('hand-over').count()) > 0;

/** A raw WebSocket spectator: every frame it receives as sent, and the public events with their versions. */
async function rawSpectator(code: string) {
  const frames: string[] = [];
  const events: PublicEvent[] = [];
  const versions: number[] = [];
  class Recording extends WebSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      this.on('message', (data) => frames.push(String(data)));
    }
  }
  const client = createClient(`${app.server.url.replace(/^http/, 'ws')}/ws`, { WebSocket: Recording as unknown as ClientOptions['WebSocket'], definitionOf: (id) => Promise.resolve(gameDefinition(id)) });
  client.on('event', ({ event, v }) => (events.push(event), versions.push(v)));
  await client.spectate(code);
  return { client, frames, events, versions };
}

describe('señas at an online Brisca table (Chromium, real server)', () => {
  it("the partner sees a person's seña; the spectator's page and a raw spectator learn nothing of any seña; the bots' señas never show", async () => {
    const ana = await openPage(app.browser, { lang: 'en' });
    const bea = await openPage(app.browser, { lang: 'es' });
    const watcher = await openPage(app.browser, { lang: 'pt' });

    // Ana asks for 2 against 2 Brisca with señas, the other side two medium bots.
    await ana.page.goto(`${app.server.url}/#/online`);
    await ana.page.getByTestId('online-name').fill('Ana');
    await ana.page.getByTestId('online-game-brisca').check();
    await ana.page.getByTestId('online-table-4p').check();
    await ana.page.getByTestId('online-seat-1').selectOption('medium');
    await ana.page.getByTestId('online-seat-3').selectOption('medium');
    const senasOption = ana.page.getByTestId('online-option-senas');
    expect(await senasOption.isChecked()).toBe(false);
    await senasOption.check();
    await ana.page.getByTestId('create-table').click();
    await ana.page.getByTestId('lobby').waitFor();
    const code = (await ana.page.getByTestId('table-code').textContent())!.trim();
    const link = await ana.page.getByTestId('share-link').inputValue();

    await bea.page.goto(link);
    expect(await bea.page.getByTestId('table-rules').textContent()).toContain(MESSAGES.es['brisca.option.senas']);
    await bea.page.getByTestId('join-name').fill('Bea');
    await bea.page.getByTestId('take-seat-2').click();
    await bea.page.getByTestId('lobby').waitFor();
    await watcher.page.goto(`${app.server.url}/t/${code}/watch`);
    await watcher.page.getByTestId('lobby').waitFor();
    const raw = await rawSpectator(code);

    await expect.poll(() => ana.page.getByTestId('start-online').isEnabled()).toBe(true);
    await ana.page.getByTestId('start-online').click();
    for (const { page } of [ana, bea, watcher]) await page.getByTestId('game').waitFor();

    let made: string | null = null;
    /** What no spectator page may hold, and which names the people's seña sentences give. */
    const check = async (when: string) => {
      const html = await htmlOf(watcher.page);
      expect(
        SENA_WORDS.filter((w) => html.includes(w)),
        `spectator page ${when}`,
      ).toEqual([]);
      expect(await watcher.page.locator('[data-testid^="partner-senas-"], [data-testid="sena-bar"]').count()).toBe(0);
      // The people's pages: only a partner's señas, never the bots' (seats 1 and 3, the other side).
      expect(signallers(await textOf(ana.page), 'en'), `Ana's page ${when}`).toEqual([]);
      expect(new Set(signallers(await textOf(bea.page), 'es')), `Bea's page ${when}`).toEqual(new Set(made === null ? [] : ['Ana']));
      for (const { page } of [ana, bea]) expect(await page.locator('[data-testid="partner-senas-1"], [data-testid="partner-senas-3"]').count()).toBe(0);
    };

    let turns = 0;
    while (!((await isOver(ana.page)) && (await isOver(bea.page)))) {
      if ((await playable(ana.page).count()) > 0) {
        turns++;
        await check(`at Ana's turn ${turns}`);
        const offered = ana.page.locator('[data-testid="sena-bar"] button.sena');
        if (made === null && (await offered.count()) > 0) {
          // Ana's seña: the table stands still (no card flies, the turn stays hers), only Bea is told which.
          const sena = (await offered.first().getAttribute('data-testid'))!.replace(/^sena-/, '');
          const before = { bea: await cardsIn(bea.page), watcher: await cardsIn(watcher.page), ana: await cardsIn(ana.page) };
          const framesBefore = raw.frames.length;
          await offered.first().click();
          made = sena;
          await ana.page.getByTestId('senas-made').waitFor();
          expect(await ana.page.getByTestId('senas-made').textContent()).toContain(senaShort(makeI18n('en'), sena as Sena));
          expect(await ana.page.getByTestId(`sena-${sena}`).count()).toBe(0);
          const meaning = senaMeaning(makeI18n('es'), sena as Sena);
          await bea.page.getByTestId('partner-senas-0').waitFor();
          expect(await bea.page.getByTestId('partner-senas-0').textContent()).toContain(meaning);
          const said = MESSAGES.es['senas.signal'].replace('{name}', 'Ana').replace('{meaning}', meaning);
          await expect.poll(() => bea.page.getByTestId('live').textContent()).toContain(said);
          expect(await bea.page.locator('[data-testid="play-log"] li').allTextContents()).toContain(said);
          expect(await ana.page.getByTestId('live').textContent()).toContain(MESSAGES.en['senas.youSignal'].replace('{meaning}', senaMeaning(makeI18n('en'), sena as Sena)));
          // The raw spectator got nothing at all (Bea's page has shown the seña, so the server has sent it).
          expect(raw.frames.slice(framesBefore)).toEqual([]);
          // Bea's page shows the trump a card seña names by Ana's seat (her view's `known`); nothing else moved.
          const added = [...(await cardsIn(bea.page))];
          for (const c of before.bea) added.splice(added.indexOf(c), 1);
          expect(added).toHaveLength(sena === 'sintriunfo' ? 0 : 1);
          for (const c of added) expect(before.ana).toContain(c);
          expect(await cardsIn(watcher.page)).toEqual(before.watcher);
          expect(await cardsIn(ana.page)).toEqual(before.ana);
          expect(await playable(ana.page).count()).toBeGreaterThan(0);
          await saveShot(watcher.page, 'senas-online-watcher');
          await saveShot(bea.page, 'senas-online-bea');
          await saveShot(ana.page, 'senas-online-ana');
          await check("after Ana's seña");
        }
        await playable(ana.page).first().click();
      } else if ((await playable(bea.page).count()) > 0) {
        await playable(bea.page).first().click();
      } else {
        await ana.page.waitForTimeout(50);
      }
    }
    expect(made).not.toBeNull();
    await check("at the hand's end");

    // The medium bots make every seña they may (to each other; packages/server/test/senas.test.ts reads them in the
    // log): the raw spectator never heard of any: no frame names one, and its versions run without a gap.
    const notation = new RegExp(`"!(${SENAS.join('|')})"`);
    for (const frame of raw.frames) {
      expect(frame).not.toMatch(/"sena"/);
      expect(frame).not.toMatch(/"private"/);
      expect(frame).not.toMatch(notation);
      for (const w of SENA_WORDS) expect(frame).not.toContain(w);
    }
    expect(raw.versions.length).toBeGreaterThan(10);
    raw.versions.forEach((v, i) => i > 0 && expect(v).toBe(raw.versions[i - 1]! + 1));


    for (const { page, errors } of [ana, bea, watcher]) expect(errors, await page.title()).toEqual([]);
    raw.client.close();
    await Promise.all([ana.context.close(), bea.context.close(), watcher.context.close()]);
  });
});
