import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TableConfig, TournamentStanding } from '@escoba/protocol';
import { I18nProvider } from '../src/i18n/I18n.js';
import type { Lang } from '../src/i18n/strings.js';
import { makeI18n } from '../src/i18n/translator.js';
import { checkTableConfig } from '../src/online/check-config.js';
import { clockOffset, countdownText, msUntil } from '../src/online/tournaments/countdown.js';
import { Countdown } from '../src/online/tournaments/Countdown.js';
import { Standings } from '../src/online/tournaments/Standings.js';
import { checkTournament, formatsFor, INITIAL_CHOICES, localTime, START_SLACK_MS, type TournamentChoices } from '../src/online/tournaments/tournament-form.js';
import { failureWords, fieldOfFailure } from '../src/online/tournaments/failure-words.js';
import { TOURNAMENT_LIMITS } from '../src/online/tournaments/model.js';
import { hashFromPath, hashOf, routeFromHash } from '../src/app/route-parse.js';
import { tournamentLink } from '../src/online/tournaments/routes.js';
import { TournamentShare } from '../src/online/tournaments/TournamentShare.js';
import { HistoryTournament } from '../src/online/tournaments/HistoryTournament.js';
import { SeatsBanner } from '../src/online/tournaments/TournamentSeats.js';
import { tournamentFieldsOf } from '@escoba/games';
import { alcaldeForm } from '../src/games/brisca/online/form.js';
import { defaultSettings } from '../src/settings.js';
import { TurnTimerField } from '../src/online/TurnTimerField.js';
import { rememberTournamentTable, tournamentOfTable } from '../src/online/tournaments/tournament-tables.js';
import { memoryStore } from './memory-store.js';

const render = (lang: Lang, node: ReactNode) => renderToStaticMarkup(createElement(I18nProvider, { lang, deckStyle: 'spanish', children: node }));

/** A table as the create-table form checks it (the server's own resolution), with what the form would send. */
function table(config: TableConfig) {
  const resolved = checkTableConfig(config);
  if (!resolved.ok) throw new Error(resolved.error.message);
  return { config, settings: resolved.settings };
}
const TWO = table({ gameId: 'brisca', players: 2, partnerships: false, turnSeconds: null, bots: [], public: true, rated: true });
const THREE = table({ gameId: 'escoba', players: 3, partnerships: false, turnSeconds: null, bots: [] });
const FOUR = table({ gameId: 'brisca', players: 4, partnerships: true, turnSeconds: null, bots: [] });
const SIX = table({ gameId: 'escoba', players: 6, partnerships: true, turnSeconds: null, bots: [] });
const NOW = Date.UTC(2026, 10, 27, 7, 0);
const choices = (patch: Partial<TournamentChoices>): TournamentChoices => ({ ...INITIAL_CHOICES, name: 'Friday arena', ...patch });
const problemsOf = (c: TournamentChoices, t = TWO, ratable = true) => {
  const r = checkTournament(c, t, ratable, NOW);
  return r.ok ? [] : r.problems.map((p) => `${p.field}:${p.key}`);
};

describe('the countdown', () => {
  it('reads m:ss under an hour and h:mm:ss from an hour, rounding seconds up so 0:00 shows only when the moment has come', () => {
    expect(countdownText(0)).toBe('0:00');
    expect(countdownText(1)).toBe('0:01');
    expect(countdownText(59_001)).toBe('1:00');
    expect(countdownText(5 * 60_000)).toBe('5:00');
    expect(countdownText(3_600_000 + 5_000)).toBe('1:00:05');
    expect(countdownText(-3000)).toBe('0:00');
  });

  it('counts on the server’s clock: a page clock 90 s ahead still shows the time the server has left', () => {
    const serverNow = NOW;
    const startsAt = serverNow + 5 * 60_000;
    const pageNow = serverNow + 90_000;
    const offset = clockOffset(serverNow, pageNow);
    expect(countdownText(msUntil(startsAt, pageNow, offset))).toBe('5:00');
    expect(countdownText(msUntil(startsAt, pageNow + 61_000, offset))).toBe('3:59');
    expect(msUntil(startsAt, pageNow + 10 * 60_000, offset)).toBe(0);
  });

  it('renders its label and time in the page’s language', () => {
    const html = render('es', createElement(Countdown, { at: Date.now() + 125_000, offset: 0, label: 'startsIn' }));
    expect(html).toContain('Empieza en');
    expect(html).toMatch(/>2:0[45]</);
  });
});

describe('the create form’s checks', () => {
  it('makes the request of a valid arena: the table without what the tournament sets, the start from now, the minutes', () => {
    const r = checkTournament(choices({ start: { kind: 'in', minutes: '5' }, minutes: '45', rated: true, minRating: '1400', maxRating: '' }), TWO, true, NOW);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.request).toEqual({ name: 'Friday arena', table: { gameId: 'brisca', players: 2, partnerships: false, turnSeconds: null }, startsAt: NOW + 5 * 60_000 + START_SLACK_MS, format: 'arena', minutes: 45, rated: true, ratingRange: { min: 1400 }, computers: false });
  });

  it('sends the Swiss’s rounds and no minutes, and a casual tournament without a range', () => {
    const r = checkTournament(choices({ format: 'swiss', rounds: '4', minutes: 'nonsense', rated: false, minRating: '9' }), TWO, true, NOW);
    expect(r.ok && r.request).toMatchObject({ format: 'swiss', rounds: 4, rated: false });
    expect(r.ok && 'minutes' in r.request).toBe(false);
    expect(r.ok && 'ratingRange' in r.request).toBe(false);
  });

  it('names the field of each problem: the name, the start, the length, the rounds, the rating range', () => {
    expect(problemsOf(choices({ name: '  ' }))).toEqual(['name:tournament.error.nameEmpty']);
    expect(problemsOf(choices({ name: 'x'.repeat(TOURNAMENT_LIMITS.maxNameChars + 1) }))).toEqual(['name:tournament.error.nameLong']);
    expect(problemsOf(choices({ start: { kind: 'in', minutes: '0' } }))).toEqual(['start:tournament.error.startIn']);
    expect(problemsOf(choices({ start: { kind: 'in', minutes: '2.5' } }))).toEqual(['start:tournament.error.startIn']);
    expect(problemsOf(choices({ start: { kind: 'at', local: '' } }))).toEqual(['start:tournament.error.startAtMissing']);
    expect(problemsOf(choices({ minutes: '0' }))).toEqual(['minutes:tournament.error.minutes']);
    expect(problemsOf(choices({ minutes: String(TOURNAMENT_LIMITS.maxArenaMinutes + 1) }))).toEqual(['minutes:tournament.error.minutes']);
    expect(problemsOf(choices({ format: 'swiss', rounds: '0' }))).toEqual(['rounds:tournament.error.rounds']);
    expect(problemsOf(choices({ format: 'swiss', rounds: String(TOURNAMENT_LIMITS.maxRounds + 1) }))).toEqual(['rounds:tournament.error.rounds']);
    expect(problemsOf(choices({ rated: true, minRating: '1800', maxRating: '1500' }))).toEqual(['rating:tournament.error.ratingOrder']);
    expect(problemsOf(choices({ rated: true, minRating: '-5' }))).toEqual(['rating:tournament.error.ratingBound']);
    expect(problemsOf(choices({ rated: true }), TWO, false)).toEqual(['rating:tournament.error.notRatable']);
    // Several at once, each by its field.
    expect(problemsOf(choices({ name: '', minutes: '' }))).toEqual(['name:tournament.error.nameEmpty', 'minutes:tournament.error.minutes']);
  });

  it('takes a start at a time of the person’s day only a minute or more ahead, within 30 days', () => {
    const local = (ms: number) => {
      const d = new Date(ms);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
    };
    expect(localTime(local(NOW + 3_600_000))).toBe(NOW + 3_600_000);
    expect(localTime('tomorrow')).toBeNull();
    expect(problemsOf(choices({ start: { kind: 'at', local: local(NOW + 3_600_000) } }))).toEqual([]);
    expect(problemsOf(choices({ start: { kind: 'at', local: local(NOW) } }))).toEqual(['start:tournament.error.startPast']);
    expect(problemsOf(choices({ start: { kind: 'at', local: local(NOW + 31 * 24 * 3_600_000) } }))).toEqual(['start:tournament.error.startFar']);
  });

  it('offers an arena for tables of 2 to 4 and the other formats for tables of 2 only, as the server allows them', () => {
    expect(formatsFor(TWO.settings)).toEqual(['arena', 'swiss', 'knockout', 'roundrobin']);
    expect(formatsFor(THREE.settings)).toEqual(['arena']);
    expect(formatsFor(FOUR.settings)).toEqual(['arena']);
    expect(formatsFor(SIX.settings)).toEqual([]);
    expect(problemsOf(choices({ format: 'swiss' }), THREE)).toEqual(['format:tournament.error.twoSides']);
    expect(problemsOf(choices({ format: 'knockout' }), FOUR)).toEqual(['format:tournament.error.twoSides']);
    expect(problemsOf(choices({ format: 'arena' }), SIX)).toEqual(['format:tournament.error.arenaSeats']);
  });

  it('says a server’s refusal in the page’s language, with the server’s reason, on the field the reason names', () => {
    const i18n = makeI18n('es');
    const refused = (status: number, error: string) => ({ kind: 'refused' as const, status, error, field: null, retryAfter: null });
    expect(failureWords(i18n, refused(400, 'minutes: an arena lasts 1 to 600 minutes'))).toBe('El servidor lo rechazó: minutes: an arena lasts 1 to 600 minutes');
    expect(fieldOfFailure(refused(400, 'minutes: an arena lasts 1 to 600 minutes'))).toBe('minutes');
    expect(fieldOfFailure(refused(400, 'startsAt: at least a minute ahead'))).toBe('start');
    expect(fieldOfFailure(refused(409, 'already an entrant'))).toBeNull();
    expect(failureWords(i18n, refused(401, ''))).toBe('Ya no has entrado con tu cuenta: vuelve a entrar.');
    expect(failureWords(i18n, { kind: 'refused', status: 429, error: 'slow down', field: null, retryAfter: 30 })).toContain('30 segundos');
    expect(failureWords(i18n, { kind: 'unreachable' })).toContain('No se puede llegar al servidor');
  });
});

const standing = (patch: Partial<TournamentStanding> & Pick<TournamentStanding, 'rank' | 'name' | 'points'>): TournamentStanding => ({ rating: 1500, games: 2, wins: 1, draws: 0, losses: 1, withdrawn: false, ...patch });

describe('the standings table', () => {
  it('an arena’s: rank, the name linking to the profile, points, the streak mark, games with wins–draws–losses, no tie-breaks', () => {
    const html = render('en', createElement(Standings, { format: 'arena', me: 'Bea', rows: [standing({ rank: 1, name: 'Ana María', points: 6, games: 3, wins: 3, losses: 0, onFire: true }), standing({ rank: 2, name: 'Bea', points: 2, withdrawn: true })] }));
    expect(html).toContain('href="#/players/Ana%20Mar%C3%ADa"');
    expect(html.match(/data-testid="on-fire"/g)).toHaveLength(1);
    expect(html).toContain('On a streak: the next game counts double');
    expect(html).toContain('3–0–0');
    expect(html).toContain('(withdrew)');
    expect(html).toMatch(/<tr class="me"[^>]*data-name="Bea"/);
    expect(html).not.toContain('Buchholz');
  });

  it('a Swiss’s: Buchholz and Sonneborn-Berger after the points, half points as the language writes them, no streak', () => {
    const rows = [standing({ rank: 1, name: 'Ana', points: 2.5, tieBreaks: { buchholz: 4.5, sonnebornBerger: 3.25 }, onFire: true }), standing({ rank: 1, name: 'Bea', points: 2.5, tieBreaks: { buchholz: 4.5, sonnebornBerger: 3.25 } })];
    const html = render('es', createElement(Standings, { format: 'swiss', me: null, rows }));
    expect(html).toContain('Buchholz');
    expect(html).toContain('S-B');
    expect(html).toContain('>2,5<');
    expect(html).toContain('>4,5<');
    expect(html).not.toContain('on-fire');
    expect(html.match(/<td>1<\/td>/g)).toHaveLength(2);
  });

  it('says so when there is no result yet', () => {
    expect(render('pt', createElement(Standings, { format: 'knockout', me: null, rows: [] }))).toContain('Ainda não há resultados.');
  });
});

describe('tour23: the timer, the refusals by field, the share link', () => {
  it('sends the turn timer of the table part, as the create-table form does', () => {
    const timed = table({ gameId: 'brisca', players: 2, partnerships: false, turnSeconds: 45, bots: [] });
    const r = checkTournament(choices({}), timed, true, NOW);
    expect(r.ok && r.request.table).toEqual({ gameId: 'brisca', players: 2, partnerships: false, turnSeconds: 45 });
  });

  it('draws the create-table form’s timer field, with a refusal under it', () => {
    const off = render('en', createElement(TurnTimerField, { value: null, onChange: () => undefined, testId: 'tournament-timer' }));
    expect(off).toContain('data-testid="tournament-timer"');
    expect(off).not.toContain('tournament-timer-seconds');
    const on = render('es', createElement(TurnTimerField, { value: 45, onChange: () => undefined, testId: 'tournament-timer', problem: 'demasiado corto' }));
    expect(on).toMatch(/data-testid="tournament-timer"[^>]*checked|checked[^>]*data-testid="tournament-timer"/);
    expect(on).toContain('data-testid="tournament-timer-seconds" value="45"');
    expect(on).toContain('aria-describedby="tournament-timer-error"');
    expect(on).toContain('<p id="tournament-timer-error" class="error" data-testid="tournament-timer-error">demasiado corto</p>');
  });

  it('puts each 400 on the field the server names (`field`), the table’s timer and the table included', () => {
    const named = (field: string) => fieldOfFailure({ kind: 'refused', status: 400, error: 'refused', field, retryAfter: null });
    expect(named('table.turnSeconds')).toBe('timer');
    expect(named('table')).toBe('table');
    expect(named('startsAt')).toBe('start');
    expect(named('ratingRange')).toBe('rating');
    expect(named('rated')).toBe('rating');
    expect(named('computers')).toBe('computers');
    expect(named('body')).toBeNull();
  });

  it('names a history entry’s tournament with a link to its page (its id when no name was kept)', () => {
    expect(render('es', createElement(HistoryTournament, { tournament: { id: 'K7PM2QXY3Z', name: 'Noche de club' } }))).toContain('<a href="#/tournaments/K7PM2QXY3Z" data-testid="history-tournament">Torneo: Noche de club</a>');
    expect(render('en', createElement(HistoryTournament, { tournament: { id: 'K7PM2QXY3Z', name: null } }))).toContain('>Tournament: K7PM2QXY3Z</a>');
  });

  it('shares the path link the server answers with the app, which the app opens as the tournament’s page', () => {
    expect(tournamentLink('https://naipes.example', 'K7PM2QXY3Z')).toBe('https://naipes.example/tournaments/K7PM2QXY3Z');
    expect(hashFromPath('/tournaments/K7PM2QXY3Z')).toBe('#/tournaments/K7PM2QXY3Z');
    expect(hashFromPath('/tournaments/K7PM2QXY3Z/')).toBe('#/tournaments/K7PM2QXY3Z');
    expect(routeFromHash(hashFromPath('/tournaments/k7pm2qxy3z')!)).toEqual({ screen: 'tournament', id: 'K7PM2QXY3Z' });
    expect(hashFromPath('/tournaments/short')).toBeNull();
    const html = render('pt', createElement(TournamentShare, { id: 'K7PM2QXY3Z', origin: 'https://naipes.example' }));
    expect(html).toContain('value="https://naipes.example/tournaments/K7PM2QXY3Z"');
    expect(html).toContain('Compartilhe este torneio');
  });
});

describe('the tournament routes', () => {
  it('reads #/tournaments/new and #/tournaments/ID and writes them back', () => {
    expect(routeFromHash('#/tournaments/new')).toEqual({ screen: 'tournament', id: null });
    expect(routeFromHash('#/tournaments/K7PM2QXY3Z')).toEqual({ screen: 'tournament', id: 'K7PM2QXY3Z' });
    expect(routeFromHash('#/tournaments/short')).toEqual({ screen: 'home' });
    expect(hashOf({ screen: 'tournament', id: 'K7PM2QXY3Z' })).toBe('/tournaments/K7PM2QXY3Z');
    expect(hashOf({ screen: 'tournament', id: null })).toBe('/tournaments/new');
  });

  it('remembers which tournament a table was opened from, the latest 50', () => {
    const store = memoryStore();
    rememberTournamentTable(store, 'H4RT9C', 'K7PM2QXY3Z');
    expect(tournamentOfTable(store, 'H4RT9C')).toBe('K7PM2QXY3Z');
    expect(tournamentOfTable(store, 'ZZZZZZ')).toBeNull();
    for (let i = 0; i < 50; i++) rememberTournamentTable(store, `T${i}`, 'K7PM2QXY3Z');
    expect(tournamentOfTable(store, 'H4RT9C')).toBeNull();
    expect(tournamentOfTable(store, 'T49')).toBe('K7PM2QXY3Z');
  });
});

// loose23: a signed-in entrant's game in play, on every screen but its own table and on the tournament's page.
describe('your tournament game', () => {
  const seat = (code: string, name: string) => ({ tournament: 'ABCDEFGHJK', name, pairing: 3, code, seat: 1, token: `token-of-${code}` });
  it('says each game is ready with a Play button, but not over the table on screen, and never shows the token', () => {
    const seats = [seat('TABLEA', 'Friday arena'), seat('TABLEB', 'Club night')];
    const en = render('en', createElement(SeatsBanner, { seats, current: 'TABLEA', onPlay: () => undefined }));
    expect(en).toContain('Your game in Club night is ready');
    expect(en).not.toContain('Friday arena');
    expect(en).toContain('data-testid="tournament-seat-play"');
    expect(en).toMatch(/>Play</);
    expect(en).not.toContain('token-of');
    expect(render('es', createElement(SeatsBanner, { seats, current: null, onPlay: () => undefined }))).toContain('Tu partida de Friday arena está lista');
    expect(render('pt', createElement(SeatsBanner, { seats, current: null, onPlay: () => undefined }))).toContain('Jogar');
    // Nothing at all without a game in play elsewhere.
    expect(render('en', createElement(SeatsBanner, { seats: [seats[0]!], current: 'TABLEA', onPlay: () => undefined }))).toBe('');
    expect(render('en', createElement(SeatsBanner, { seats: [], current: null, onPlay: () => undefined }))).toBe('');
  });
});

// loose23: the create form draws only the length fields the game's plugin says a tournament uses.
describe('the tournament form’s length fields', () => {
  it('leaves out the hands of an Alcalde table (one hand a game), which the create-table form draws', () => {
    const choice = alcaldeForm.initial(defaultSettings('en'), null);
    const settings = checkTableConfig({ ...alcaldeForm.config(choice), players: 3, partnerships: false, turnSeconds: null, bots: [] });
    if (!settings.ok) throw new Error(settings.error.message);
    expect(tournamentFieldsOf(settings.settings)).toEqual([]);
    const fields = (lengthFields?: readonly ('target' | 'hands')[]) => render('en', createElement(alcaldeForm.RulesFields, { choice, onChange: () => undefined, ...(lengthFields ? { lengthFields } : {}) }));
    expect(fields()).toContain('id="online-hands"');
    expect(fields(tournamentFieldsOf(settings.settings))).not.toContain('id="online-hands"');
    // Escoba's tournaments keep their target.
    expect(tournamentFieldsOf(THREE.settings)).toEqual(['target']);
  });
});
