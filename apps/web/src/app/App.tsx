import { lazy, Suspense, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { I18nProvider, makeI18n } from '../i18n/I18n.js';
import { langFromBrowser, loadSettings, saveSettings, type Settings } from '../settings.js';
import { createBotWorker, type BotWorker } from '../worker/bot-client.js';
import { PrefsContext, timings } from '../ui/prefs.js';
import { Header } from '../ui/Header.js';
import { Home } from '../ui/Home.js';
import { ReviewScreen } from '../review/ReviewScreen.js';
import type { ReviewSeat } from '../review/review-names.js';
import { NewGame } from '../ui/NewGame.js';
import { useRoute } from './routes.js';
import { useSessionHolder } from '../online/useSessionHolder.js';
import { latestSeating, rememberSeating, saveName, savedName } from '../online/seatings.js';
import { refusal } from '../online/errors.js';
import type { Seating, TableConfig } from '@escoba/protocol';
import { newSeed } from './seed.js';
import { GameStore } from './store.js';
import { readRecordFile, type RecordEntry } from '../review/record-file.js';
import { notRecordSentence } from '../review/not-a-record.js';
import { entryOf, WEB_GAMES, type WebGameId } from '../games/catalog.js';
import { ShownGameContext } from '../ui/shown-game.js';
import type { GameModule } from '../games/types.js';
import { useLoadedGame } from '../games/useLoadedGame.js';
import { lastGame, rememberGame } from './last-game.js';
import { AccountScreen } from '../account/AccountScreen.js';

// The online screens load when online play is chosen (each game's online parts load with the game's code).
const OnlineHome = lazy(() => import('../online/OnlineHome.js').then((m) => ({ default: m.OnlineHome })));
const TableScreen = lazy(() => import('../online/TableScreen.js').then((m) => ({ default: m.TableScreen })));
// The guided first hand loads when "Learn to play" is chosen; each game's lesson is its own chunk too.
const PlayerPage = lazy(() => import('../players/PlayerPage.js').then((m) => ({ default: m.PlayerPage })));
const LeaderboardPage = lazy(() => import('../players/LeaderboardPage.js').then((m) => ({ default: m.LeaderboardPage })));
// tweb23: tournaments' pages and the bar above a tournament's table load with online play.
const TournamentScreen = lazy(() => import('../online/tournaments/TournamentScreen.js').then((m) => ({ default: m.TournamentScreen })));
const TournamentTableBar = lazy(() => import('../online/tournaments/TournamentTableBar.js').then((m) => ({ default: m.TournamentTableBar })));
// Challenges read the table rules of every game (check-config): loaded after the first screen, not with it.
const TournamentSeatsCenter = lazy(() => import('../online/tournaments/TournamentSeats.js').then((m) => ({ default: m.TournamentSeatsCenter })));
const ChallengeCenter = lazy(() => import('../online/challenges/ChallengeCenter.js').then((m) => ({ default: m.ChallengeCenter })));
const GuideScreen = lazy(() => import('../guide/GuideScreen.js').then((m) => ({ default: m.GuideScreen })));

export function App() {
  const [settings, setSettings] = useState<Settings>(() => loadSettings(localStorage, langFromBrowser(navigator.language)));
  const [worker] = useState<BotWorker>(() => createBotWorker());
  const [games] = useState(() => new GameStore(localStorage, worker, timings(settings.animation).think));
  const sources = useSyncExternalStore(games.subscribe, games.getSnapshot);
  const [gamesStarted, setGamesStarted] = useState(0);
  const [review, setReview] = useState<({ record: unknown; from: 'play'; game: WebGameId } | { record: unknown; from: 'home' }) & { players?: readonly ReviewSeat[]; me?: number | null } | null>(null);
  const [recordError, setRecordError] = useState<string | null>(null);
  const [recordGames, setRecordGames] = useState<{ file: string; games: readonly RecordEntry[] } | null>(null);
  const [route, goTo] = useRoute();
  const go = (next: 'home' | 'review' | 'online') => goTo({ screen: next });
  const sessions = useSessionHolder();
  const i18n = useMemo(() => makeI18n(settings.lang, settings.deckStyle), [settings.lang, settings.deckStyle]);
  // The game of the page (the URL names it), or of the review's way back.
  const game = route.screen === 'new' || route.screen === 'play' ? route.game : route.screen === 'review' && review?.from === 'play' ? review.game : null;
  const attach = useCallback((module: GameModule) => games.attach(module), [games]);
  const { module, error: moduleError } = useLoadedGame(game, attach);
  const source = game === null ? null : (sources.get(game) ?? null);
  // The game an online table plays, once the server has described it (its URL names only its code).
  const [tableGame, setTableGame] = useState<WebGameId | null>(null);
  const shownGame = game ?? (route.screen === 'table' ? tableGame : null);
  const shownGameName = shownGame === null ? null : i18n.t(entryOf(shownGame).name);

  useEffect(() => () => worker.dispose(), [worker]);
  useEffect(() => games.setThink(timings(settings.animation).think), [games, settings.animation]);
  useEffect(() => {
    document.documentElement.lang = settings.lang;
    document.title = shownGameName === null ? i18n.t('appTitle') : i18n.t('titleAtGame', { game: shownGameName, product: i18n.t('appTitle') });
  }, [settings.lang, i18n, shownGameName]);

  const changeSettings = (next: Settings) => {
    setSettings(next);
    saveSettings(localStorage, next);
  };

  const newGame = (id: WebGameId) => {
    rememberGame(localStorage, id);
    goTo({ screen: 'new', game: id });
  };

  const startGame = (id: WebGameId, setup: object) => {
    if (!games.start(id, { ...setup, seed: newSeed(location.search, gamesStarted) })) return;
    setGamesStarted((n) => n + 1);
    goTo({ screen: 'play', game: id });
  };

  const rematch = (id: WebGameId) => {
    if (!games.rematch(id, newSeed(location.search, gamesStarted))) return;
    setGamesStarted((n) => n + 1);
  };

  /**
   * Opens the review; closing it goes back where it was opened from (the game `of`, or home). `players`: who sat where
   * (a profile's history entry, an online table); `me`: the person's own seat at that table (null: a spectator).
   */
  const openReview = (record: unknown, of: WebGameId | null, players?: readonly ReviewSeat[], me?: number | null) => {
    setReview({ ...(of === null ? { record, from: 'home' as const } : { record, from: 'play' as const, game: of }), ...(players ? { players } : {}), ...(me !== undefined ? { me } : {}) });
    go('review');
  };

  const openRecordFile = (file: File) => {
    file
      .text()
      .then((text) => {
        setRecordError(null);
        setRecordGames(null);
        const read = readRecordFile(text);
        if (read.kind === 'single') openReview(read.record, null);
        else if (read.kind === 'list') setRecordGames({ file: file.name, games: read.games });
        else setRecordError(notRecordSentence(i18n, read.why, read.line));
      })
      .catch((e: unknown) => setRecordError(i18n.t('badRecord', { error: e instanceof Error ? e.message : String(e) })));
  };

  const createTable = async (config: TableConfig, name: string) => {
    saveName(localStorage, name);
    const session = sessions.open();
    try {
      const seating = await session.create(config, name);
      rememberSeating(localStorage, seating);
      goTo({ screen: 'table', code: seating.code, watch: false });
    } catch (e) {
      sessions.close(session);
      throw new Error(refusal(i18n, e), { cause: e });
    }
  };

  /** A free seat of a public table, taken from the lobby (lobby22). */
  const sitAt = async (code: string, seat: number, name: string) => {
    saveName(localStorage, name);
    const session = sessions.open();
    try {
      rememberSeating(localStorage, await session.join(code, seat, name));
      goTo({ screen: 'table', code, watch: false });
    } catch (e) {
      sessions.close(session);
      throw new Error(refusal(i18n, e), { cause: e });
    }
  };

  /** Seated by quick play (quickplay22): as after a join, the seat is remembered and the table opens. */
  const quickSeated = (seating: Seating, name: string) => {
    saveName(localStorage, name);
    rememberSeating(localStorage, seating);
    goTo({ screen: 'table', code: seating.code, watch: false });
  };

  /** Seated by an accepted challenge (challenge22): the seat is remembered and the table opens. */
  const challengeSeated = useCallback(
    (seating: Seating) => {
      rememberSeating(localStorage, seating);
      goTo({ screen: 'table', code: seating.code, watch: false });
    },
    [goTo],
  );
  /** tweb23: paired by a tournament: as after a join, the seat is remembered and the table opens. */
  const tournamentSeated = (seating: Seating) => {
    rememberSeating(localStorage, seating);
    goTo({ screen: 'table', code: seating.code, watch: false });
  };

  const learn = (id: WebGameId) => goTo({ screen: 'learn', game: id });

  let body;
  if (route.screen === 'login' || route.screen === 'signup' || route.screen === 'account') {
    body = <AccountScreen screen={route.screen} onDone={() => go('home')} />;
  } else if (route.screen === 'players') {
    body = <PlayerPage key={route.name} name={route.name} settings={settings} onReview={(record, players) => openReview(record, null, players)} />;
  } else if (route.screen === 'leaderboard') {
    body = <LeaderboardPage />;
  } else if (route.screen === 'learn') {
    const id = route.game;
    body = <GuideScreen key={id} game={id} onHome={() => go('home')} onPlay={() => newGame(id)} />;
  } else if (route.screen === 'table') {
    body = (
      <>
        <TournamentTableBar code={route.code} onPaired={tournamentSeated} />
        <TableScreen key={route.code} code={route.code} watch={route.watch} holder={sessions} onLeft={() => go('home')} onReview={(record, players, me) => openReview(record, null, players, me)} />
      </>
    );
  } else if (route.screen === 'tournament') {
    body = <TournamentScreen id={route.id} settings={settings} onPaired={tournamentSeated} onReview={(record) => openReview(record, null)} />;
  } else if (route.screen === 'online') {
    body = <OnlineHome settings={settings} initialName={savedName(localStorage)} onCreate={createTable} onOpenCode={(code) => goTo({ screen: 'table', code, watch: false })} onSit={sitAt} onWatch={(code) => goTo({ screen: 'table', code, watch: true })} onQuickSeated={quickSeated} />;
  } else if (route.screen === 'play' && module && source) {
    const id = route.game;
    body = <module.Screen key={source.id} source={source} worker={worker} onRematch={() => rematch(id)} onNewGame={() => newGame(id)} onReview={(record) => openReview(record, id)} onLeave={() => go('home')} />;
  } else if (route.screen === 'play' && moduleError === null && (module === null || source !== null)) {
    // The game's code is loading (a reload of `#/brisca/play`); its saved game comes back with it.
    body = (
      <main className="loading" data-testid="loading">
        <p className="muted">{i18n.t('loading')}</p>
      </main>
    );
  } else if (route.screen === 'review' && review !== null) {
    const back = review.from === 'play' && source !== null ? review.game : null;
    body = <ReviewScreen record={review.record} players={review.players} me={review.me} worker={worker} fromGame={back !== null} onClose={() => (back !== null ? goTo({ screen: 'play', game: back }) : go('home'))} />;
  } else if (route.screen === 'new' || route.screen === 'play') {
    // A game's URL with no game going on (or its code still loading) shows its new-game form.
    const id = route.game;
    body = (
      <NewGame game={id} onPickGame={newGame} onLearn={learn}>
        {moduleError !== null ? (
          <p className="error" role="alert">
            {i18n.t('loadFailed', { error: moduleError })}
          </p>
        ) : (
          module && <module.NewGameForm key={id} settings={settings} onSettings={changeSettings} onStart={(setup) => startGame(id, setup)} />
        )}
      </NewGame>
    );
  } else {
    const onlineTable = latestSeating(localStorage)?.code ?? null;
    body = (
      <Home
        saved={WEB_GAMES.filter((id) => games.canContinue(id))}
        deckStyle={settings.deckStyle}
        onlineTable={onlineTable}
        onReturnToTable={() => onlineTable !== null && goTo({ screen: 'table', code: onlineTable, watch: false })}
        onContinue={(id) => goTo({ screen: 'play', game: id })}
        onNewGame={() => newGame(lastGame(localStorage))}
        onNewGameOf={newGame}
        onPlayOnline={() => go('online')}
        onOpenRecord={openRecordFile}
        recordError={recordError}
        recordGames={recordGames}
        onPickRecord={(record) => openReview(record, null)}
        onLearn={learn}
      />
    );
  }

  return (
    <I18nProvider lang={settings.lang} deckStyle={settings.deckStyle}>
      <PrefsContext.Provider value={{ deckStyle: settings.deckStyle, showValues: settings.showValues, animation: settings.animation }}>
        <div className={`app anim-${settings.animation} deck-${settings.deckStyle}`}>
          {/* The header's rules open on the game in view: the page's, the online table's, else the one chosen last. */}
          <Header settings={settings} onChange={changeSettings} onHome={() => go('home')} game={shownGameName} rulesGame={shownGame ?? lastGame(localStorage)} />
          <Suspense
            fallback={
              <main className="loading" data-testid="loading">
                <p className="muted">{i18n.t('loading')}</p>
              </main>
            }
          >
            <ShownGameContext.Provider value={setTableGame}>{body}</ShownGameContext.Provider>
          </Suspense>
          {/* loose23: a signed-in entrant's tournament game in play, on every screen but its own table. */}
          <Suspense fallback={null}>
            <TournamentSeatsCenter current={route.screen === 'table' ? route.code : null} onSeated={tournamentSeated} />
          </Suspense>
          {/* challenge22: open challenges on every screen; an accepted one opens its table as quick play's seat does. */}
          <Suspense fallback={null}>
            <ChallengeCenter onSeated={challengeSeated} />
          </Suspense>
        </div>
      </PrefsContext.Provider>
    </I18nProvider>
  );
}

