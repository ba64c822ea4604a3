// names22: at an online table in play every name of an account (and of a bot account) is a link to its profile,
// opened in a new tab so the game stays; "You", guests and computer players are plain text. The names are drawn by
// the shell's `ui/SeatName.tsx` from the table's `SeatNames` (`online/names.ts`), so each game's table, scoreboard
// and end-of-hand panel gets the links without code of its own: rendered here for Escoba, Brisca and the Alcalde.
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { escobaGame, type SeatView } from '@escoba/engine';
import { briscaGame, type BriscaView } from '@escoba/brisca';
import type { SeatInfo, TableInfo, TableSettings } from '@escoba/protocol';
import { EscobaOnline } from '../src/games/escoba/online/EscobaOnline.js';
import { BriscaOnline } from '../src/games/brisca/online/BriscaOnline.js';
import { HandOverPanel } from '../src/games/escoba/HandOverPanel.js';
import { BriscaHandOver } from '../src/games/brisca/BriscaHandOver.js';
import { ChatPanel } from '../src/online/ChatPanel.js';
import { onlineNames } from '../src/online/names.js';
import { SeatNamesContext } from '../src/ui/seat-names.js';
import { I18nProvider, makeI18n } from '../src/i18n/I18n.js';
import { LANGS, type Lang } from '../src/i18n/strings.js';
import type { OnlineSession, OnlineSnapshot } from '../src/online/session.js';
import { memoryStore } from './memory-store.js';
import { played, unwrap } from './played-game.js';


// Who sits where: the person (seat 0, a guest), an account, a guest, a bot account, the server's computer player.
const SEATS: readonly SeatInfo[] = [
  { seat: 0, name: 'Yo Mismo', bot: null, substitute: false, account: true },
  { seat: 1, name: 'Ana María', bot: null, substitute: false, account: true },
  { seat: 2, name: 'Invitada', bot: null, substitute: false },
  { seat: 3, name: 'Deep', bot: null, substitute: false, account: true, botAccount: true },
  { seat: 4, name: 'Hard', bot: 'hard', substitute: false },
];

function tableOf(settings: Pick<TableSettings, 'gameId' | 'players' | 'partnerships' | 'rules'> & Partial<TableSettings>, seats: readonly number[]): TableInfo {
  const picked = seats.map((s, i) => ({ ...SEATS[s]!, seat: i }));
  return {
    code: 'NAMES1',
    settings: { turnSeconds: null, hands: null, public: false, rated: false, ...settings, bots: picked.map((s) => s.bot) } as TableSettings,
    host: 0,
    status: 'playing',
    games: 1,
    seats: picked,
    deadline: null,
    commitment: null,
  };
}

function online(table: TableInfo, view: unknown, Table: typeof EscobaOnline | typeof BriscaOnline, lang: Lang = 'en'): string {
  const snapshot = { status: 'open', everOpen: true, seating: null, table, view, connected: table.seats.map(() => true), spectators: 0, chat: [], muted: [], verdicts: {}, handEnd: null, finished: null, error: null, invite: null, draw: null } as unknown as OnlineSnapshot;
  const session = { client: { table, on: () => () => {} }, subscribe: () => () => {}, getSnapshot: () => snapshot } as unknown as OnlineSession;
  (globalThis as { localStorage?: unknown }).localStorage ??= memoryStore();
  return renderToStaticMarkup(createElement(I18nProvider, { lang, deckStyle: 'spanish', children: createElement(Table, { session, snapshot, table, view, onLeave: () => {} }) }));
}

/** The link a name of an account gets, in `lang`'s words. */
const link = (name: string, lang: Lang = 'en') =>
  `<a class="player-link table-player-link" href="#/players/${encodeURIComponent(name)}" target="_blank" rel="noopener" aria-label="${makeI18n(lang).t('names.profileNewTab', { name })}"`;

/** Every link to a profile in the markup, by the name it shows. */
const linkedNames = (html: string): string[] => [...html.matchAll(/<a class="player-link[^"]*" href="#\/players\/[^"]*"[^>]*>([^<]*)<\/a>/g)].map((m) => m[1]!);

const inContext = (table: TableInfo, me: number, node: ReactNode, lang: Lang = 'en') =>
  renderToStaticMarkup(createElement(I18nProvider, { lang, deckStyle: 'spanish', children: createElement(SeatNamesContext.Provider, { value: onlineNames(makeI18n(lang), table, me), children: node }) }));

describe('names at an online table in play', () => {
  it('Escoba: the seats of an account and a bot account link to their profiles in a new tab; "You", a guest and a computer player do not', () => {
    const table = tableOf({ gameId: 'escoba', players: 4, partnerships: false, rules: unwrap(escobaGame.resolveRules('classic')) }, [0, 1, 2, 3]);
    const state = played(escobaGame, { players: 4, rules: 'classic' }, 'names-escoba', () => true);
    const html = online(table, escobaGame.view(state, 0), EscobaOnline);
    expect(html).toContain(`${link('Ana María')} data-testid="profile-link-1">Ana María</a>`);
    expect(html).toContain(`${link('Deep')} data-testid="profile-link-3">Deep</a>`);
    // The seat's name and the scoreboard: each account's name, and nothing else, is a link.
    expect(new Set(linkedNames(html))).toEqual(new Set(['Ana María', 'Deep']));
    expect(html).toContain('Invitada');
    expect(html).not.toContain('href="#/players/Invitada"');
    expect(html).not.toContain('href="#/players/Yo%20Mismo"');
  });

  it('Escoba: a computer player keeps its name and level, unlinked', () => {
    const table = tableOf({ gameId: 'escoba', players: 2, partnerships: false, rules: unwrap(escobaGame.resolveRules('classic')) }, [0, 4]);
    const state = played(escobaGame, { players: 2, rules: 'classic' }, 'names-escoba-2', () => true);
    const html = online(table, escobaGame.view(state, 0), EscobaOnline);
    expect(linkedNames(html)).toEqual([]);
    expect(html).toContain('class="level">Hard</span>');
  });

  it('Brisca 2 against 2 and the Alcalde: the seats and the scoreboard link the accounts’ names only', () => {
    const brisca = tableOf({ gameId: 'brisca', players: 4, partnerships: true, rules: unwrap(briscaGame.resolveRules('brisca')) }, [0, 1, 2, 3]);
    const briscaState = played(briscaGame, { players: 4, partnerships: true, rules: 'brisca' }, 'names-brisca', () => true);
    const briscaHtml = online(brisca, briscaGame.view(briscaState, 0), BriscaOnline);
    expect(briscaHtml).toContain(`${link('Ana María')} data-testid="profile-link-1">Ana María</a>`);
    expect(new Set(linkedNames(briscaHtml))).toEqual(new Set(['Ana María', 'Deep']));
    expect(briscaHtml).not.toContain('href="#/players/Invitada"');

    const alcalde = tableOf({ gameId: 'brisca', players: 3, partnerships: false, rules: unwrap(briscaGame.resolveRules('alcalde')), hands: 3 }, [0, 2, 3]);
    const alcaldeState = played(briscaGame, { players: 3, rules: 'alcalde' }, 'names-alcalde', () => true);
    const alcaldeHtml = online(alcalde, briscaGame.view(alcaldeState, 0), BriscaOnline);
    // The seat and the Alcalde's tally above the table.
    expect(linkedNames(alcaldeHtml).filter((n) => n === 'Deep').length).toBeGreaterThanOrEqual(2);
    expect(new Set(linkedNames(alcaldeHtml))).toEqual(new Set(['Deep']));
  });

  it('the end-of-hand panels: the winners and each side’s column link the accounts’ names, in every language', () => {
    for (const lang of LANGS) {
      const table = tableOf({ gameId: 'escoba', players: 4, partnerships: true, rules: unwrap(escobaGame.resolveRules('classic')) }, [0, 1, 2, 3]);
      const state = played(escobaGame, { players: 4, partnerships: true, rules: 'classic' }, 'names-hand', (s) => escobaGame.handOutcome(s) !== null);
      const view = escobaGame.view(state, 0) as SeatView;
      const escobaHtml = inContext(table, 0, createElement(HandOverPanel, { view, buttons: null }), lang);
      // The breakdown's header names each side: "You & Invitada" plain, "Ana María & Deep" both links.
      expect(escobaHtml).toContain(`${link('Ana María', lang)} data-testid="profile-link-1">Ana María</a>`);
      expect(escobaHtml).toContain(`${link('Deep', lang)} data-testid="profile-link-3">Deep</a>`);
      expect(escobaHtml).not.toContain('href="#/players/Invitada"');

      const brisca = tableOf({ gameId: 'brisca', players: 4, partnerships: true, rules: unwrap(briscaGame.resolveRules('brisca')) }, [0, 1, 2, 3]);
      const briscaState = played(briscaGame, { players: 4, partnerships: true, rules: 'brisca' }, 'names-brisca-hand', (s) => briscaGame.handOutcome(s) !== null);
      const briscaHtml = inContext(brisca, 0, createElement(BriscaHandOver, { view: briscaGame.view(briscaState, 0) as BriscaView, buttons: null }), lang);
      expect(briscaHtml).toContain(`${link('Ana María', lang)} data-testid="profile-link-1">Ana María</a>`);
      expect(briscaHtml).not.toContain('href="#/players/Invitada"');
    }
  });

  it('the text of a sentence with linked names reads as before: only the names became links', () => {
    const table = tableOf({ gameId: 'brisca', players: 4, partnerships: true, rules: unwrap(briscaGame.resolveRules('brisca')) }, [0, 1, 2, 3]);
    const state = played(briscaGame, { players: 4, partnerships: true, rules: 'brisca' }, 'names-brisca-hand', (s) => briscaGame.handOutcome(s) !== null);
    const view = briscaGame.view(state, 0) as BriscaView;
    const html = inContext(table, 0, createElement(BriscaHandOver, { view, buttons: null }));
    const verdict = /data-testid="hand-verdict">(.*?)<\/p>/.exec(html)![1]!.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');
    const i18n = makeI18n('en');
    const names = onlineNames(i18n, table, 0);
    const r = view.handResult!;
    const score = (r.winner === null ? [0, 1] : [r.winner, 1 - r.winner]).map((s) => r.points[s]).join('–');
    const side = (s: number) => new Intl.ListFormat('en', { style: 'short', type: 'conjunction' }).format(r.sides[s]!.map((seat) => names.name(seat)));
    expect(verdict).toBe(r.winner === null ? i18n.t('brisca.handDrawn', { score }) : i18n.t('brisca.handTo', { name: side(r.winner), score }));
  });

  it('the chat: an account’s line links its name while the account holds the seat; a guest’s and a former player’s do not', () => {
    const table = tableOf({ gameId: 'escoba', players: 4, partnerships: false, rules: unwrap(escobaGame.resolveRules('classic')) }, [0, 1, 2, 3]);
    const chat = [
      { id: 1, seat: 1, name: 'Ana María', text: 'hola', at: 0 },
      { id: 2, seat: 2, name: 'Invitada', text: 'buenas', at: 0 },
      { id: 3, seat: 3, name: 'Antes', text: 'adiós', at: 0 },
    ];
    const snapshot = { seating: { code: 'NAMES1', seat: 0, token: 't' }, chat, muted: [] } as unknown as OnlineSnapshot;
    const html = renderToStaticMarkup(createElement(I18nProvider, { lang: 'en', deckStyle: 'spanish', children: createElement(ChatPanel, { session: {} as OnlineSession, snapshot, table }) }));
    expect(html).toContain(`${link('Ana María')}>Ana María</a>:`);
    expect(linkedNames(html)).toEqual(['Ana María']);
  });
});
