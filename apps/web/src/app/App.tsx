import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { I18nProvider, makeI18n } from '../i18n/I18n.js';
import { langFromBrowser, loadSettings, rulesOf, saveSettings, tableOf, type Settings } from '../settings.js';
import { createBotClient, type BotClient } from '../worker/bot-client.js';
import { PrefsContext, timings } from '../ui/prefs.js';
import { Header } from '../ui/Header.js';
import { Home } from '../ui/Home.js';
import { NewGame } from '../ui/NewGame.js';
import { GameScreen } from '../ui/GameScreen.js';
import { ReviewScreen } from '../review/ReviewScreen.js';
import { useRoute } from './routes.js';
import { OnlineHome } from '../online/OnlineHome.js';
import { TableScreen } from '../online/TableScreen.js';
import { useSessionHolder } from '../online/useSessionHolder.js';
import { latestSeating, rememberSeating, saveName, savedName } from '../online/seatings.js';
import { refusal } from '../online/errors.js';
import type { TableConfig } from '@escoba/protocol';
import { newSeed } from './seed.js';
import { GameStore } from './store.js';
import { readRecordFile, type RecordEntry } from '../review/record-file.js';

export function App() {
  const [settings, setSettings] = useState<Settings>(() => loadSettings(localStorage, langFromBrowser(navigator.language)));
  const [bots] = useState<BotClient>(() => createBotClient());
  const [games] = useState(() => new GameStore(localStorage, bots, timings(settings.animation).think));
  const source = useSyncExternalStore(games.subscribe, games.getSnapshot);
  const [gamesStarted, setGamesStarted] = useState(0);
  const [review, setReview] = useState<{ record: unknown; from: 'play' | 'home' } | null>(null);
  const [recordError, setRecordError] = useState<string | null>(null);
  const [recordGames, setRecordGames] = useState<{ file: string; games: readonly RecordEntry[] } | null>(null);
  const [route, goTo] = useRoute();
  const screen = route.screen;
  const go = (next: 'home' | 'new' | 'play' | 'review' | 'online') => goTo({ screen: next });
  const sessions = useSessionHolder();
  const i18n = useMemo(() => makeI18n(settings.lang, settings.deckStyle), [settings.lang, settings.deckStyle]);

  useEffect(() => () => bots.dispose(), [bots]);
  useEffect(() => games.setThink(timings(settings.animation).think), [games, settings.animation]);
  useEffect(() => {
    document.documentElement.lang = settings.lang;
    document.title = i18n.t('appTitle');
  }, [settings.lang, i18n]);

  const changeSettings = (next: Settings) => {
    setSettings(next);
    saveSettings(localStorage, next);
  };

  const startGame = () => {
    const table = tableOf(settings.table);
    const started = games.start({
      rules: rulesOf(settings),
      players: table.players,
      partnerships: table.partnerships,
      levels: Array.from({ length: table.players }, (_, seat) => (seat === 0 ? null : settings.levels[seat - 1]!)),
      seed: newSeed(location.search, gamesStarted),
    });
    if (!started) return;
    setGamesStarted((n) => n + 1);
    go('play');
  };

  /** Opens the review; closing it goes back where it was opened from. */
  const openReview = (record: unknown, from: 'play' | 'home') => {
    setReview({ record, from });
    go('review');
  };

  const openRecordFile = (file: File) => {
    file
      .text()
      .then((text) => {
        setRecordError(null);
        setRecordGames(null);
        const read = readRecordFile(text);
        if (read.kind === 'single') openReview(read.record, 'home');
        else if (read.kind === 'list') setRecordGames({ file: file.name, games: read.games });
        else if (read.kind === 'other') setRecordError(i18n.t('record.otherGame', { format: read.format }));
        else {
          const error = read.error === 'empty' ? i18n.t('record.empty') : read.line === undefined ? read.error : i18n.t('record.badLine', { line: read.line, error: read.error });
          setRecordError(i18n.t('badRecord', { error }));
        }
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

  let body;
  if (route.screen === 'table') {
    body = <TableScreen key={route.code} code={route.code} watch={route.watch} holder={sessions} onLeft={() => go('home')} />;
  } else if (screen === 'online') {
    body = <OnlineHome settings={settings} initialName={savedName(localStorage)} onCreate={createTable} onOpenCode={(code) => goTo({ screen: 'table', code, watch: false })} />;
  } else if (screen === 'play' && source) {
    body = <GameScreen key={source.id} source={source} bots={bots} onRematch={startGame} onReview={(record) => openReview(record, 'play')} onLeave={() => go('home')} />;
  } else if (screen === 'review' && review !== null) {
    const back = review.from === 'play' && source !== null;
    body = <ReviewScreen record={review.record} bots={bots} fromGame={back} onClose={() => go(back ? 'play' : 'home')} />;
  } else if (screen === 'new') {
    body = <NewGame settings={settings} onChange={changeSettings} onStart={startGame} />;
  } else {
    const onlineTable = latestSeating(localStorage)?.code ?? null;
    body = (
      <Home
        canContinue={games.canContinue()}
        deckStyle={settings.deckStyle}
        onlineTable={onlineTable}
        onReturnToTable={() => onlineTable !== null && goTo({ screen: 'table', code: onlineTable, watch: false })}
        onContinue={() => go('play')}
        onNewGame={() => go('new')}
        onPlayOnline={() => go('online')}
        onOpenRecord={openRecordFile}
        recordError={recordError}
        recordGames={recordGames}
        onPickRecord={(record) => openReview(record, 'home')}
      />
    );
  }

  return (
    <I18nProvider lang={settings.lang} deckStyle={settings.deckStyle}>
      <PrefsContext.Provider value={{ deckStyle: settings.deckStyle, showValues: settings.showValues, animation: settings.animation }}>
        <div className={`app anim-${settings.animation} deck-${settings.deckStyle}`}>
          <Header settings={settings} onChange={changeSettings} onHome={() => go('home')} />
          {body}
        </div>
      </PrefsContext.Provider>
    </I18nProvider>
  );
}

