import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { replayRecord } from '@escoba/engine';
import { openPage, playOneCard, savedRecord, waitForTurn, useBuiltApp } from './e2e/harness.js';

// The table's sounds in Chromium: which fired, as the app reports each on the window (`escoba:sound`), not audio.
const app = useBuiltApp();

interface Fired {
  readonly kind: string;
  readonly outcome: 'played' | 'muted' | 'locked';
  readonly volume: number;
  /** Whether the person had pressed a key or the pointer on this page before it fired. */
  readonly afterGesture: boolean;
}

/**
 * Before the app's own scripts: logs every sound the app reports, every gesture, and every AudioContext the page
 * creates (whether a gesture came first).
 */
const RECORD_SOUNDS = `
  window.__sounds = [];
  window.__contexts = [];
  window.__gestured = false;
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, () => { window.__gestured = true; }, true);
  addEventListener('escoba:sound', (e) => window.__sounds.push({ ...e.detail, afterGesture: window.__gestured }));
  const Original = window.AudioContext;
  window.AudioContext = class extends Original {
    constructor(...args) {
      super(...args);
      window.__contexts.push({ afterGesture: window.__gestured });
    }
  };
`;

async function soundPage(settings: Parameters<typeof openPage>[1] = { lang: 'en' }) {
  // A fresh tab: Chromium lets a tab that had a gesture before its last navigation start audio without a new one.
  const opened = await openPage(app.browser, settings, undefined, { fresh: true });
  await opened.context.addInitScript(RECORD_SOUNDS);
  return opened;
}

const fired = (page: Page) => page.evaluate('window.__sounds') as Promise<Fired[]>;
const contexts = (page: Page) => page.evaluate('window.__contexts') as Promise<{ afterGesture: boolean }[]>;
const count = (sounds: readonly Fired[], kind: string) => sounds.filter((s) => s.kind === kind).length;

/** The number of cards in the person's hand, once the table stands still. */
const handSize = (page: Page) => page.locator('[data-testid="hand"] button.card').count();

describe('table sounds (Chromium)', () => {
  it('Escoba against the computer: a card played, a capture, an escoba, the hand’s end, as the record has them; none when a saved game loads or a record is reviewed', async () => {
    const { context, page, errors } = await soundPage({ lang: 'en', table: '2', levels: ['easy'] });
    await page.goto(`${app.server.url}/?seed=e2e-sound`);
    await page.getByTestId('new-game-button').click();
    await page.getByTestId('start').click();
    await page.getByTestId('game').waitFor();

    // Hands are played by clicking until one has had an escoba (the seed makes it the same every run).
    let hands = 0;
    for (; hands < 6; hands++) {
      if (hands > 0) await page.getByTestId('next-hand').click();
      while ((await waitForTurn(page)) === 'turn') await playOneCard(page);
      if (count(await fired(page), 'sweep') > 0) break;
    }
    hands++;
    const sounds = await fired(page);
    const record = (await savedRecord(page)) as { hands: { plays: (string | { take?: string[] })[] }[] };
    const plays = record.hands.slice(0, hands).flatMap((h) => h.plays);
    const takes = plays.filter((p) => (typeof p === 'string' ? p.includes(':') : (p.take?.length ?? 0) > 0)).length;
    const replay = replayRecord(record);
    expect(replay.ok).toBe(true);
    const escobas = replay.ok ? replay.value.results.slice(0, hands).reduce((n, r) => n + r.breakdown.reduce((m, b) => m + (b.escobas ?? 0), 0), 0) : 0;

    // Every card played sounds once; each take is a capture or an escoba (an escoba at the deal is one with no play).
    expect(count(sounds, 'cardPlayed')).toBe(plays.length);
    expect(count(sounds, 'capture')).toBeGreaterThan(0);
    expect(count(sounds, 'capture')).toBeLessThanOrEqual(takes);
    expect(count(sounds, 'sweep')).toBeGreaterThan(0);
    expect(count(sounds, 'sweep')).toBeLessThanOrEqual(escobas);
    expect(count(sounds, 'capture') + count(sounds, 'sweep')).toBeGreaterThanOrEqual(takes);
    expect(count(sounds, 'handEnd')).toBe(hands);
    // No trick in Escoba, and no chime against the computer.
    expect(count(sounds, 'trickWon') + count(sounds, 'yourTurn')).toBe(0);
    // The page had gestures before its first sound: every one played, at the default volume, on a context made after a gesture.
    expect(sounds.every((s) => s.outcome === 'played' && s.afterGesture && s.volume === 0.6)).toBe(true);
    expect(await contexts(page)).toEqual([{ afterGesture: true }]);

    // Loading the saved game is silent, and so is reviewing its record.
    await page.reload();
    await page.getByTestId('hand-over').waitFor();
    await page.getByTestId('review-game').click();
    for (let i = 0; i < 8 && (await page.getByTestId('review-next').isEnabled()); i++) await page.getByTestId('review-next').click();
    expect(await fired(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Brisca against the computer: a trick won for every trick, after its two cards', async () => {
    const { context, page, errors } = await soundPage({ lang: 'en', levels: ['easy'] });
    await page.goto(`${app.server.url}/?seed=e2e-sound-brisca`);
    await page.getByTestId('new-game-button').click();
    await page.getByTestId('game-brisca').check();
    await page.getByTestId('table-2').check();
    await page.getByTestId('start').click();
    await page.getByTestId('game').waitFor();
    for (let mine = 0; mine < 6; mine++) {
      expect(await waitForTurn(page)).toBe('turn');
      await page.locator('[data-testid="hand"] button.card:not([aria-disabled="true"])').first().click();
    }
    await waitForTurn(page);
    const sounds = await fired(page);
    // On the person's turn every trick before is complete: the cards played so far, less the computer's lead if it has led.
    expect(count(sounds, 'cardPlayed')).toBeGreaterThanOrEqual(11);
    expect(count(sounds, 'trickWon')).toBe(Math.floor(count(sounds, 'cardPlayed') / 2));
    expect(count(sounds, 'capture') + count(sounds, 'sweep') + count(sounds, 'handEnd') + count(sounds, 'yourTurn')).toBe(0);
    expect(sounds.every((s) => s.outcome === 'played')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('mute silences, and the volume and the mute are remembered across a reload', async () => {
    const { context, page, errors } = await soundPage({ lang: 'en', table: '2', levels: ['easy'] });
    await page.goto(`${app.server.url}/?seed=e2e-sound-mute`);
    const volume = page.getByTestId('sound-volume');
    const mute = page.getByTestId('sound-mute');
    expect(await volume.inputValue()).toBe('60');
    expect(await mute.getAttribute('aria-pressed')).toBe('false');
    await volume.fill('30');
    await page.getByTestId('new-game-button').click();
    await page.getByTestId('start').click();
    await page.getByTestId('game').waitFor();
    expect(await waitForTurn(page)).toBe('turn');
    await playOneCard(page);
    await expect.poll(async () => count(await fired(page), 'cardPlayed')).toBeGreaterThan(0);
    expect((await fired(page)).every((s) => s.outcome === 'played' && s.volume === 0.3)).toBe(true);

    await mute.click();
    expect(await mute.getAttribute('aria-pressed')).toBe('true');
    const before = (await fired(page)).length;
    expect(await waitForTurn(page)).toBe('turn');
    await playOneCard(page);
    await expect.poll(async () => (await fired(page)).length).toBeGreaterThan(before);
    expect((await fired(page)).slice(before).every((s) => s.outcome === 'muted')).toBe(true);

    // Remembered: the slider at 30, the mute pressed, after a reload.
    await page.reload();
    await page.getByTestId('game').waitFor();
    expect(await page.getByTestId('sound-volume').inputValue()).toBe('30');
    expect(await page.getByTestId('sound-mute').getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse((await page.evaluate('localStorage.getItem("escoba.sound.v1")')) as string)).toEqual({ muted: true, volume: 0.3 });
    // Moving the volume turns the sound back on.
    await page.getByTestId('sound-volume').fill('80');
    expect(await page.getByTestId('sound-mute').getAttribute('aria-pressed')).toBe('false');
    expect(await waitForTurn(page)).toBe('turn');
    await playOneCard(page);
    await expect.poll(async () => count(await fired(page), 'cardPlayed')).toBeGreaterThan(0);
    expect((await fired(page)).every((s) => s.outcome === 'played' && s.volume === 0.8)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('online: the chime when the turn comes to you; nothing sounds, and no audio context exists, before the first gesture', async () => {
    const host = await soundPage({ lang: 'en' });
    const guest = await soundPage({ lang: 'es' });
    await host.page.goto(`${app.server.url}/#/online`);
    await host.page.getByTestId('online-name').fill('Ana');
    await host.page.getByTestId('online-table-2').check();
    await host.page.getByTestId('create-table').click();
    await host.page.getByTestId('lobby').waitFor();
    await guest.page.goto(await host.page.getByTestId('share-link').inputValue());
    await guest.page.getByTestId('join-name').fill('Bea');
    await guest.page.getByTestId('take-seat-1').click();
    await guest.page.getByTestId('lobby').waitFor();
    await expect.poll(() => host.page.getByTestId('start-online').isEnabled()).toBe(true);
    await host.page.getByTestId('start-online').click();
    await Promise.all([host.page.getByTestId('game').waitFor(), guest.page.getByTestId('game').waitFor()]);
    await expect.poll(() => handSize(guest.page)).toBe(3);

    // The guest plays first if it is their turn, so that the host is to play next.
    const playable = (page: Page) => page.locator('[data-testid="hand"] button.card:not([aria-disabled="true"])').count();
    await expect.poll(async () => (await playable(host.page)) + (await playable(guest.page))).toBeGreaterThan(0);
    if ((await playable(guest.page)) > 0) {
      await playOneCard(guest.page);
      await expect.poll(() => playable(host.page)).toBeGreaterThan(0);
    }
    // A reload: a new page the guest has not touched, which takes the seat back (its reset is silent).
    await guest.page.reload();
    await guest.page.getByTestId('game').waitFor();
    expect(await fired(guest.page)).toEqual([]);

    const hostBefore = (await fired(host.page)).length;
    await playOneCard(host.page);
    // The guest hears of the host's card and that it is their turn, but nothing plays before a gesture.
    await expect.poll(async () => count(await fired(guest.page), 'yourTurn')).toBe(1);
    const locked = await fired(guest.page);
    expect(count(locked, 'cardPlayed')).toBe(1);
    expect(locked.every((s) => s.outcome === 'locked' && !s.afterGesture)).toBe(true);
    expect(await contexts(guest.page)).toEqual([]);
    // No chime for the host, whose turn it no longer is.
    expect(count((await fired(host.page)).slice(hostBefore), 'yourTurn')).toBe(0);

    // The guest's first gesture (their card) unlocks sound: their card sounds, and the host is chimed.
    await expect.poll(() => playable(guest.page)).toBeGreaterThan(0);
    await playOneCard(guest.page);
    await expect.poll(async () => count(await fired(guest.page), 'cardPlayed')).toBe(2);
    const unlocked = (await fired(guest.page)).slice(locked.length);
    expect(unlocked.every((s) => s.outcome === 'played' && s.afterGesture)).toBe(true);
    expect(await contexts(guest.page)).toEqual([{ afterGesture: true }]);
    await expect.poll(async () => (await fired(host.page)).slice(hostBefore).filter((s) => s.kind === 'yourTurn' && s.outcome === 'played').length).toBe(1);

    for (const { errors } of [host, guest]) expect(errors).toEqual([]);
    await Promise.all([host.context.close(), guest.context.close()]);
  });
});
