import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { FLOODING_REASON, originRefusalReason, ProtocolError, type TableInfo } from '@escoba/protocol';
import { I18nProvider } from '../src/i18n/I18n.js';
import type { Lang } from '../src/i18n/strings.js';
import { LineChart } from '../src/ui/LineChart.js';
import { RulesFieldset } from '../src/games/escoba/RulesFieldset.js';
import { cardValue, OPTION_INFO } from '@escoba/engine';
import { ChatPanel } from '../src/online/ChatPanel.js';
import { ServerNotice } from '../src/online/ServerNotice.js';
import { ConnectionBanner } from '../src/online/ConnectionBanner.js';
import { muteSeats } from '../src/online/chat.js';
import type { ChatLine, OnlineSession, OnlineSnapshot } from '../src/online/session.js';
import { legalPlays, seatView, type Play } from '@escoba/engine';
import { createBot } from '@escoba/bots';
import { escobaMatch, type Match } from '../src/games/escoba/match.js';
import { HUMAN_SEAT } from '../src/table/local-source.js';
import { describeDraw, firstDealerDraw } from '../src/table/dealer-draw.js';
import { offlineNames } from '../src/table/names.js';
import { DealerDrawNote } from '../src/ui/DealerDrawNote.js';
import { makeI18n } from '../src/i18n/translator.js';
import { EscobaScreen as GameScreen } from '../src/games/escoba/EscobaScreen.js';
import { escobaLocal } from '../src/games/escoba/local.js';
import { LocalTableSource } from '../src/table/local-source.js';
import { CardFace } from '../src/cards/CardFace.js';
import { DECK_STYLES, type DeckStyle } from '../src/settings.js';
import type { Card } from '@escoba/engine';
import type { EscobaBotClient as BotClient } from '../src/games/escoba/bots.js';
import { recordFromState, resolveRules } from '@escoba/engine';
import { LANGS } from '../src/i18n/strings.js';
import { MESSAGES } from '../src/games/messages.js';
import { TableSummary } from '../src/online/TableSummary.js';
import { describeRules, escobaTableWords } from '../src/games/escoba/online/words.js';
import { loadGame } from '../src/games/load.js';
import { OnlineHome } from '../src/online/OnlineHome.js';
import { EscobaNewGame as NewGame } from '../src/games/escoba/EscobaNewGame.js';
import { choicePrompt } from '../src/games/escoba/choice-prompt.js';
import { RecordPicker } from '../src/review/RecordPicker.js';
import { readRecordFile } from '../src/review/record-file.js';
import { gameOfRecord, webGameOfRecord } from '../src/games/records.js';
import { escobaRecordScore } from '../src/games/escoba/record-score.js';
import { loadSettings, type Settings } from '../src/settings.js';
import { memoryStore } from './memory-store.js';
import { randomGame } from './random-game.js';

const render = (lang: Lang, node: ReactNode) => renderToStaticMarkup(createElement(I18nProvider, { lang, deckStyle: 'spanish', children: node }));

describe('numbers as the language writes them', () => {
  const chart = createElement(LineChart, { title: 'chart', series: [{ name: 'Ana', values: [0, 1.25, 5] }] });

  it('writes the chart’s axis and legend with a decimal comma in Spanish and a point in English', () => {
    const es = render('es', chart);
    expect(es).toContain('>2,5</text>');
    expect(es).toContain('Ana: 5');
    expect(es).not.toContain('2.5');
    const en = render('en', chart);
    expect(en).toContain('>2.5</text>');
    expect(render('es', createElement(LineChart, { title: 'c', series: [{ name: 'Bea', values: [0.5, 1.25] }] }))).toContain('Bea: 1,25');
  });
});

const table: TableInfo = {
  code: 'K7PM2Q',
  seats: [
    { seat: 0, name: 'Ana', bot: null, substitute: false },
    { seat: 1, name: 'Bea', bot: null, substitute: false },
    { seat: 2, name: 'Hard', bot: 'hard', substitute: false },
    { seat: 3, name: 'Carla', bot: null, substitute: false },
  ],
} as unknown as TableInfo;

const line = (seat: number, text: string, id = seat): ChatLine => ({ id, seat, name: table.seats[seat]!.name!, text, at: 0 });
const snapshot = (over: Partial<OnlineSnapshot>): OnlineSnapshot =>
  ({ status: 'open', everOpen: true, seating: null, table, view: null, connected: [], spectators: 0, chat: [], muted: [], verdicts: {}, handEnd: null, error: null, ...over }) as OnlineSnapshot;
const panel = (snap: OnlineSnapshot) => render('es', createElement(ChatPanel, { session: {} as OnlineSession, snapshot: snap, table }));

describe('the chat’s mute switches', () => {
  it('lists only the people who have written (and the muted ones), never bots or the person', () => {
    expect(muteSeats(table, [], [], null)).toEqual([]);
    expect(muteSeats(table, [line(3, 'hola'), line(1, 'buenas'), line(3, 'otra', 9)], [], null)).toEqual([1, 3]);
    expect(muteSeats(table, [line(0, 'hola'), line(1, 'buenas')], [], 0)).toEqual([1]);
    // A muted seat's lines never reach the chat, but its switch stays to unmute it.
    expect(muteSeats(table, [], [3], 0)).toEqual([3]);
  });

  it('shows a spectator no "Silenciar a …" buttons before anyone writes, and one per writer after', () => {
    const empty = panel(snapshot({}));
    expect(empty).not.toContain('Silenciar');
    expect(empty).toContain('Aún no hay mensajes.');
    const chatted = panel(snapshot({ chat: [line(1, 'hola')] }));
    expect(chatted).toContain('Silenciar a Bea');
    expect(chatted).not.toContain('Silenciar a Ana');
    expect(chatted).not.toContain('Silenciar a Carla');
  });

  it('does the same for a seated player', () => {
    const seated = snapshot({ seating: { code: 'K7PM2Q', seat: 0, token: 't' } as OnlineSnapshot['seating'] });
    expect(panel(seated)).not.toContain('Silenciar');
    expect(panel({ ...seated, chat: [line(0, 'yo'), line(3, 'hola')] })).toContain('Silenciar a Carla');
    expect(panel({ ...seated, chat: [line(0, 'yo'), line(3, 'hola')] })).not.toContain('Silenciar a Ana');
  });
});

describe('errors the server sends unprompted', () => {
  it('shows them translated with a button to close them, and nothing without one', () => {
    expect(render('es', createElement(ServerNotice, { error: null, onDismiss: () => {} }))).toBe('');
    const es = render('es', createElement(ServerNotice, { error: new ProtocolError('RateLimited', 'rate_limited: too many messages'), onDismiss: () => {} }));
    expect(es).toContain('El servidor no lo ha aceptado: demasiados mensajes seguidos. Espera un momento.');
    expect(es).toContain('>Cerrar</button>');
    expect(es).not.toContain('rate_limited');
    const en = render('en', createElement(ServerNotice, { error: new ProtocolError('RateLimited', 'rate_limited'), onDismiss: () => {} }));
    expect(en).toContain('too many messages at once');
    expect(en).toContain('>Dismiss</button>');
  });
});

describe('the connection banner', () => {
  // As the protocol client makes it from a 1008 close.
  const refusedBy = (reason: string) => new ProtocolError('Refused', `the server refused the connection: ${reason}`, reason);
  const banner = (lang: Lang, over: Partial<OnlineSnapshot>) => render(lang, createElement(ConnectionBanner, { session: {} as OnlineSession, snapshot: snapshot({ status: 'closed', refused: null, ...over }) }));

  it('says why the server refused this page, with the server’s words and a button to try again, never "reconnecting"', () => {
    const reason = originRefusalReason('https://evil.example');
    const en = banner('en', { refused: refusedBy(reason) });
    expect(en).toContain('This server does not accept connections from this page (its operator can allow it: ESCOBA_ALLOWED_ORIGINS). The server said: “pages of https://evil.example may not connect here (ESCOBA_ALLOWED_ORIGINS)”');
    expect(en).toContain('data-testid="refused-retry">Try again</button>');
    expect(en).not.toMatch(/retrying|Reconnecting/);
    const es = banner('es', { refused: refusedBy(reason) });
    expect(es).toContain('Este servidor no acepta conexiones desde esta página');
    expect(es).toContain('>Reintentar</button>');
    expect(es).not.toMatch(/reintentando|Reconectando/);
    expect(banner('pt', { refused: refusedBy(reason) })).toContain('Este servidor não aceita conexões desta página');
  });

  it('tells a connection closed for flooding to wait, and shows "reconnecting" only for a lost connection, nothing while open', () => {
    const flooded = banner('en', { refused: refusedBy(FLOODING_REASON) });
    expect(flooded).toContain('The server closed the connection: too many messages from this page in a short time. Wait a moment, then try again. The server said: “rate limit exceeded”');
    expect(banner('es', { refused: refusedBy(FLOODING_REASON) })).toContain('demasiados mensajes desde esta página');
    expect(banner('en', { refused: refusedBy('some other policy') })).toContain('The server refused the connection. The server said: “some other policy”');
    expect(banner('en', { everOpen: true })).toContain('Connection lost. Reconnecting…');
    expect(banner('en', { status: 'open' })).toBe('');
  });
});

describe('the rules fieldset shared by the offline and online forms', () => {
  it('offers every rule option under the prefix, shows the choice as made, and the engine’s error when it is not valid', () => {
    const html = render('en', createElement(RulesFieldset, { preset: 'classic', options: { renuncio: true }, onChange: () => {}, prefix: 'online-' }));
    for (const info of OPTION_INFO) expect(html).toContain(info.name === 'target' ? 'data-testid="online-target"' : `data-testid="online-option-${info.name}"`);
    expect(html).toContain('name="online-preset"');
    expect(html).toMatch(/id="online-option-renuncio"[^>]*checked/);
    expect(html).toContain('data-testid="online-rules-error"');
    expect(html).toContain('renuncio needs capture');
    const valid = render('en', createElement(RulesFieldset, { preset: 'classic', options: { renuncio: true, capture: 'optional' }, onChange: () => {} }));
    expect(valid).not.toContain('rules-error');
    expect(valid).toContain('name="preset"');
  });
});

// The draw for the first dealer of a game against the computer (seed 003: "Each player draws one card, being the
// dealer the player who drawn the highest one"); the draw itself is tested in dealer-draw.test.ts.
const drawMatch = (): Match => {
  const r = escobaMatch.create({ rules: 'classic', players: 2, partnerships: false, levels: [null, 'easy'], seed: 'draw' });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const noBots: BotClient = {
  choose: () => new Promise(() => {}),
  estimate: () => new Promise(() => {}),
  dispose: () => {},
};

const gameScreen = (lang: Lang, match: Match) =>
  render(lang, createElement(GameScreen, { source: new LocalTableSource(escobaLocal, match, noBots, () => {}, () => 0), bots: noBots, onRematch: () => {}, onNewGame: () => {}, onReview: () => {}, onLeave: () => {} }));

/** Plays the hand out (the person's first legal play, the easy bot for the computer). */
function finishHand(match: Match): Match {
  const easy = createBot('easy', { seed: 1 });
  let m = match;
  while (escobaMatch.actor(m).kind === 'human' || escobaMatch.actor(m).kind === 'bot') {
    const a = escobaMatch.actor(m);
    const play: Play = a.kind === 'human' ? legalPlays(m.state)[0]! : easy.choose(seatView(m.state, a.kind === 'bot' ? a.seat : HUMAN_SEAT));
    const next = escobaMatch.play(m, play);
    if (!next.ok) throw new Error(next.error.message);
    m = next.value;
  }
  return m;
}

describe('the game screen shows the draw for the first dealer', () => {
  it('through the first hand, in the player\'s language', () => {
    const match = drawMatch();
    const i18n = makeI18n('en', 'spanish');
    const html = gameScreen('en', match);
    expect(html).toContain('data-testid="dealer-draw"');
    expect(html).toContain(describeDraw(i18n, firstDealerDraw('draw', 2), offlineNames(i18n)));
    expect(gameScreen('es', match)).toContain('Sorteo para repartir: Tú ');
  });

  // Each tie adds a round to the sentence: a tied draw, or one of more than four players, is the short form on every
  // screen (the table's height must not depend on the cards), with the whole draw a tap away.
  it('a draw with ties, or of six players, as who deals, the whole draw inside', () => {
    const i18n = makeI18n('en', 'spanish');
    const names = offlineNames(i18n);
    const seeds = Array.from({ length: 200 }, (_, i) => `tie-${i}`);
    const tied = seeds.map((seed) => firstDealerDraw(seed, 4)).find((d) => d.rounds.length > 1)!;
    const single = seeds.map((seed) => firstDealerDraw(seed, 4)).find((d) => d.rounds.length === 1)!;
    const six = seeds.map((seed) => firstDealerDraw(seed, 6)).find((d) => d.rounds.length === 1)!;
    const note = (draw: typeof tied) => render('en', createElement(DealerDrawNote, { draw, names }));
    expect(note(tied)).toContain('dealer-draw-full dealer-draw-tied');
    expect(note(tied)).toContain('dealer-draw-short dealer-draw-tied');
    expect(note(tied)).toContain(describeDraw(i18n, tied, names));
    expect(note(single)).not.toContain('dealer-draw-tied');
    expect(note(six)).toContain('dealer-draw-full dealer-draw-tied');
  });

  it('not after the first hand', () => {
    const done = finishHand(drawMatch());
    expect(done.state.results).toHaveLength(1);
    expect(gameScreen('en', done)).not.toContain('data-testid="dealer-draw"');
  });
});

describe('the end of a hand and the table, as a newcomer reads them', () => {
  it('names each region once, says "Cards taken by you", and shows the chart only from the second hand', () => {
    const html = gameScreen('en', finishHand(drawMatch()));
    const regions = [...html.matchAll(/<section[^>]*aria-label="([^"]+)"/g)].map((m) => m[1]);
    expect(regions.length).toBeGreaterThan(2);
    expect(new Set(regions).size).toBe(regions.length);
    expect(html).toContain('aria-label="Cards taken by you: ');
    expect(html).not.toMatch(/by You/);
    expect(html).toContain('data-testid="hand-over"');
    expect(html).not.toContain('class="chart"');
    // No lone marks for categories without points.
    expect(html).not.toMatch(/data-points="0">[^<]/);
    expect(html).toContain('data-testid="leftover-note"');
  });
});

describe('the end of an Escoba game against the computer (the shared end-of-hand dialog)', () => {
  /** A whole game played out: each hand by finishHand, then the next deal, until the game is over. */
  const playedOut = (): Match => {
    let m = finishHand(drawMatch());
    for (let hands = 0; hands < 50 && escobaMatch.actor(m).kind === 'handOver'; hands++) m = finishHand(escobaMatch.nextHand(m)!);
    return m;
  };

  it('offers Rematch, Review, Download, New game and Home, and Close; it is not modal over the header', () => {
    const over = playedOut();
    expect(escobaMatch.actor(over).kind).toBe('gameOver');
    const html = gameScreen('en', over);
    expect(html).toContain('>Game over</h2>');
    for (const id of ['rematch', 'review-game', 'over-new-game', 'over-home', 'close-result']) expect(html).toContain(`data-testid="${id}"`);
    expect(html).toContain('aria-modal="false"');
    expect(html).toContain('aria-label="Close"');
  });

  it('between hands it has neither Close nor Home: the game goes on', () => {
    const html = gameScreen('en', finishHand(drawMatch()));
    expect(html).toContain('data-testid="next-hand"');
    expect(html).toContain('aria-modal="true"');
    for (const id of ['close-result', 'over-home', 'over-new-game']) expect(html).not.toContain(`data-testid="${id}"`);
  });
});

describe('card faces', () => {
  const face = (card: number, style: DeckStyle, compact = false) => renderToStaticMarkup(createElement(CardFace, { card: card as Card, style, showValue: true, badgeOf: cardValue, compact }));
  const boxes = (svg: string) =>
    [...svg.matchAll(/translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+)\)/g)].map((m) => {
      const [x, y, half] = [Number(m[1]), Number(m[2]), Number(m[3]) * 10];
      return { x0: x - half, x1: x + half, y0: y - half, y1: y + half };
    });

  it('keeps every pip clear of the corner index and of the value badge', () => {
    for (const style of DECK_STYLES)
      for (let card = 0; card < 40; card++) {
        if (card % 10 >= 7) continue;
        const svg = face(card, style);
        const badge = /<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"[^>]*stroke="#1b1b1b"/.exec(svg)!;
        const [bx, by, br] = [Number(badge[1]), Number(badge[2]), Number(badge[3])];
        // The first symbol is the index's own; the index (rank and suit) fills x < 15, y < 28.
        for (const b of boxes(svg).slice(1)) {
          expect(b.x0 < 15 && b.y0 < 28, `${style} ${card} pip over the index`).toBe(false);
          const dx = Math.max(b.x0 - bx, 0, bx - b.x1);
          const dy = Math.max(b.y0 - by, 0, by - b.y1);
          expect(Math.hypot(dx, dy), `${style} ${card} pip under the badge`).toBeGreaterThan(br);
        }
      }
  });

  it('draws a different figure for each rank of every suit, with no letter on it, and the French queen her own', () => {
    const shapes = (svg: string) => svg.replace(/#[0-9a-f]{6}/gi, '#');
    for (const style of DECK_STYLES)
      for (let suit = 0; suit < 4; suit++) {
        const figures = [7, 8, 9].map((r) => face(suit * 10 + r, style));
        expect(new Set(figures.map(shapes)).size).toBe(3);
        const page = figures[0]!;
        // Only the corner index and the value badge are text.
        expect(page.match(/<text/g)).toHaveLength(2);
      }
    // Each suit holds its emblem its own way: the figures differ by more than their colours and emblem.
    const kings = [9, 19, 29, 39].map((c) => shapes(face(c, 'spanish')).replace(/<g transform="translate[^"]*">.*?<\/g>/g, ''));
    expect(new Set(kings).size).toBe(4);
    expect(shapes(face(18, 'french'))).not.toBe(shapes(face(18, 'spanish')));
  });

  it('draws thumbnails with a large index, readable at 30 px', () => {
    const thumb = face(37, 'spanish', true);
    expect(thumb).toContain('data-face="compact"');
    expect(thumb).toMatch(/font-size="2\d"[^>]*>10<\/text>/);
  });
});

// Issue 12: the join screen, the create button's reason, the prompt's keys, record files, the short new-game form.
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'");

const rules = (input: unknown) => {
  const r = resolveRules(input);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const joinTable = (over: Partial<TableInfo['settings']> = {}): TableInfo => ({
  code: 'K7PM2Q',
  host: 0,
  status: 'lobby',
  games: 0,
  deadline: null,
  commitment: null,
  settings: { gameId: 'escoba', players: 4, partnerships: true, rules: rules('classic'), turnSeconds: null, bots: [null, null, 'hard', null], hands: null, ...over } as TableInfo['settings'],
  seats: [
    { seat: 0, name: 'Ana', bot: null, substitute: false },
    { seat: 1, name: null, bot: null, substitute: false },
    { seat: 2, name: 'Hard', bot: 'hard', substitute: false },
    { seat: 3, name: 'Carla', bot: null, substitute: false },
  ],
});

describe('the join screen says what the link leads to', () => {
  it('names the host, the game, the rules as the preset, the target and the timer', () => {
    const html = text(render('en', createElement(TableSummary, { table: joinTable(), words: escobaTableWords })));
    expect(html).toContain('Ana invites you to this table.');
    expect(html).toContain('Escoba de 15, 4 players, 2 against 2');
    expect(html).toContain('Classic, no changes');
    expect(html).toContain('Points to win21');
    expect(html).toContain('Turn timernone');
  });

  it('says each changed option in plain words, in every language', () => {
    const changed = rules({ preset: 'classic', capture: 'optional', renuncio: true, target: 7 });
    expect(describeRules(makeI18n('en'), changed)).toBe(`Classic, changed: Taking: ${MESSAGES.en['option.capture.optional']}; Renuncio: Yes`);
    expect(describeRules(makeI18n('es'), changed)).toMatch(/^Clásic[oa], con cambios: .+: .+; .+: Sí$/);
    const html = text(render('pt', createElement(TableSummary, { table: joinTable({ rules: changed, turnSeconds: 30 }), words: escobaTableWords })));
    expect(html).toContain('Ana convida você para esta mesa.');
    expect(html).toContain('com mudanças');
    expect(html).toContain('30 segundos por jogada');
    expect(html).toContain('Pontos para vencer7');
  });
});

const settings = (over: Partial<Settings> = {}): Settings => ({ ...loadSettings(memoryStore(), 'en'), ...over });

describe('"Create a table" says why it is disabled', () => {
  // The form's game part comes with the game's code, drawn at once once it is loaded.
  beforeAll(() => loadGame('escoba').then(() => undefined));
  const home = (name: string, s: Settings = settings()) => render('en', createElement(OnlineHome, { settings: s, initialName: name, onCreate: async () => {}, onOpenCode: () => {}, onSit: async () => {}, onWatch: () => {} }));

  it('asks for the name first, linked to the button with aria-describedby', () => {
    const html = home('');
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*aria-describedby="create-blocked"/);
    expect(html).toContain('<p id="create-blocked" class="help" data-testid="create-blocked">Type your name first.</p>');
  });

  it('says what is wrong with a name the protocol refuses, in the person’s language', () => {
    const blocked = (html: string) => /data-testid="create-blocked">([^<]*)</.exec(html)?.[1];
    expect(blocked(home('\u2800'))).toBe('A name needs at least one letter or digit.');
    expect(blocked(home('\u0301\uFFFC'))).toBe('A name needs at least one letter or digit.');
    expect(blocked(home('\uFDFD'.repeat(24)))).toBe('A name has at most 24 characters.');
    expect(blocked(home('A\u200Bna'))).toBe('The name holds invisible or text-direction characters: type it again.');
    expect(/data-testid="create-blocked">([^<]*)</.exec(render('es', createElement(OnlineHome, { settings: settings(), initialName: '\u3164', onCreate: async () => {}, onOpenCode: () => {}, onSit: async () => {}, onWatch: () => {} })))?.[1]).toBe(
      'El nombre lleva caracteres invisibles o de dirección del texto: vuelve a escribirlo.',
    );
    for (const name of ['Zoë', 'José María', 'Дмитрий', '李雷', 'عمر']) expect(home(name), name).not.toContain('create-blocked');
  });

  it('asks for rules that go together, and says nothing once the table can be created', () => {
    expect(home('Ana', settings({ options: { renuncio: true } }))).toContain('Fix the rules first: the options do not go together.');
    const ready = home('Ana');
    expect(ready).not.toContain('create-blocked');
    expect(ready).not.toMatch(/data-testid="create-table"[^>]*disabled/);
  });
});

describe('the prompt for a card with several sets mentions the arrow keys', () => {
  const several = { card: 6, takes: [{ card: 6, take: [8] }, { card: 6, take: [1, 7] }] as unknown as Play[], lay: null, layProblem: null, playable: true };
  it.each(LANGS)('in %s', (lang) => {
    const prompt = choicePrompt(makeI18n(lang), several, false);
    expect(prompt).toContain(MESSAGES[lang].setKeys);
    expect(prompt).toMatch(/← →.+(Enter|Intro)/);
  });

  it('only when there are several sets', () => {
    const one = { ...several, takes: several.takes.slice(0, 1) };
    expect(choicePrompt(makeI18n('en'), one, false)).not.toContain('←');
  });

  it('says "tap" on a touch screen and "click" with a mouse', () => {
    const one = { ...several, takes: several.takes.slice(0, 1) };
    expect(choicePrompt(makeI18n('en'), several, true)).toMatch(/\btap\b/);
    expect(choicePrompt(makeI18n('en'), one, true)).toMatch(/^\S.* Tap the card/);
    expect(choicePrompt(makeI18n('en'), several, false)).toMatch(/\bclick\b/);
    expect(choicePrompt(makeI18n('pt'), one, true)).toContain('Toque');
    expect(choicePrompt(makeI18n('pt'), one, false)).toContain('Clique');
    for (const lang of LANGS) for (const touch of [true, false]) expect(choicePrompt(makeI18n(lang), several, touch)).not.toMatch(touch ? /click|clic/i : /\btap\b|\btoca\b/i);
  });
});

describe('opening a record file', () => {
  const games = [1, 2, 3].map((n) => ({ state: randomGame(`g${n}`), record: recordFromState(randomGame(`g${n}`), { seed: 5, game: n }) }));
  const jsonl = games.map((g) => JSON.stringify(g.record)).join('\n') + '\n';

  it('opens a single JSON record directly', () => {
    const read = readRecordFile(JSON.stringify(games[0]!.record, null, 2));
    expect(read).toEqual({ kind: 'single', record: games[0]!.record });
  });

  it('lists the games of JSON Lines with their number and players; Escoba says each one’s final score', () => {
    const read = readRecordFile(jsonl);
    if (read.kind !== 'list') throw new Error(`expected a list, got ${read.kind}`);
    expect(read.games.map((g) => [g.game, g.players, webGameOfRecord(g.record)])).toEqual(games.map((_, i) => [i + 1, 2, 'escoba']));
    // The score is the game's to say, once its code is loaded (forms-and-records.e2e.test.ts shows it in the picker).
    const html = text(render('en', createElement(RecordPicker, { file: 'run.jsonl', games: read.games, onPick: () => {} })));
    expect(html).toContain('Games in run.jsonl');
    expect(html).toContain('Game 2 · 2 players · …');
    expect(escobaRecordScore(makeI18n('en'), games[1]!.record)).toBe(`final score ${games[1]!.state.scores.join('–')}`);
    expect(escobaRecordScore(makeI18n('es'), { ...games[1]!.record, hands: 'none' })).toBeNull();
  });

  it('opens records of another game in that game’s review, lists them from JSON Lines, and tells broken lines apart', () => {
    const brisca = { format: 'brisca-record/1', players: 2, hands: [] };
    // A single record of another game opens directly; the registry names its game by format.
    expect(readRecordFile(JSON.stringify(brisca))).toEqual({ kind: 'single', record: brisca });
    expect(gameOfRecord(brisca)?.id).toBe('brisca');
    expect(gameOfRecord(games[0]!.record)?.id).toBe('escoba');
    // JSON Lines of another game (or mixed with Escoba) are listed; their scores are worked out by their game's code.
    const mixed = readRecordFile(`${JSON.stringify(brisca)}\n${JSON.stringify(games[0]!.record)}\n`);
    if (mixed.kind !== 'list') throw new Error(`expected a list, got ${mixed.kind}`);
    expect(mixed.games.map((g) => [g.line, g.format, g.players, webGameOfRecord(g.record)])).toEqual([
      [1, 'brisca-record/1', 2, 'brisca'],
      [2, 'escoba-record/1', 2, 'escoba'],
    ]);
    // A format no game reads: no game, no score, and the review says so.
    const tute = { format: 'tute-record/1', players: 4 };
    expect(gameOfRecord(tute)).toBeNull();
    expect(webGameOfRecord(tute)).toBeNull();
    expect(makeI18n('es').t('record.unknownGame', { format: 'tute-record/1' })).toBe('Esta es una partida tute-record/1: ningún juego de esta aplicación la lee.');
    expect(readRecordFile(`${JSON.stringify(games[0]!.record)}\n{oops\n`)).toMatchObject({ kind: 'bad', line: 2 });
    expect(readRecordFile('  \n')).toEqual({ kind: 'bad', why: 'empty' });
  });
});

describe('the new-game form', () => {
  it('puts the table, the opponents’ level and the target up front, and every other option under "More rules"', () => {
    const html = render('en', createElement(NewGame, { settings: settings({ levels: ['hard', 'hard', 'easy', 'easy', 'easy'], table: '2' }), onChange: () => {}, onStart: () => {} }));
    const more = html.indexOf('<details class="more-rules"');
    expect(more).toBeGreaterThan(0);
    const front = html.slice(0, more);
    expect(front).toContain('name="table"');
    expect(front).toMatch(/data-testid="opponents-level"/);
    expect(front).toMatch(/<option value="hard" selected="">/);
    expect(front).toContain('data-testid="target"');
    const inside = html.slice(more);
    expect(inside).toContain('name="preset"');
    expect(inside).toContain('data-testid="option-renuncio"');
    expect(inside).toContain('data-testid="level-1"');
    expect(inside).toContain('data-testid="show-values"');
    expect(inside).not.toContain('data-testid="target"');
    expect(html).toContain('data-testid="start"');
  });

  it('says why Deal is disabled when the rules under "More rules" do not go together', () => {
    const html = render('en', createElement(NewGame, { settings: settings({ options: { renuncio: true } }), onChange: () => {}, onStart: () => {} }));
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*aria-describedby="deal-blocked"/);
    expect(html).toContain('<p id="deal-blocked" class="help" data-testid="deal-blocked">Fix the rules first: the options do not go together.</p>');
    expect(render('en', createElement(NewGame, { settings: settings(), onChange: () => {}, onStart: () => {} }))).not.toContain('deal-blocked');
  });

  it('says "Mixed" when the opponents play at different levels', () => {
    const html = render('en', createElement(NewGame, { settings: settings({ levels: ['hard', 'easy', 'easy', 'easy', 'easy'], table: '3' }), onChange: () => {}, onStart: () => {} }));
    expect(html).toMatch(/<option value="mixed" disabled="" selected="">Mixed \(see More rules\)<\/option>/);
  });
});
