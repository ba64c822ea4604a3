import { useCallback, useEffect, useMemo, useState } from 'react';
import { I18nProvider, makeI18n } from '../i18n/I18n.js';
import { createMatch, type Match } from '../game/match.js';
import { loadGame, saveGame } from '../game/saved-game.js';
import { langFromBrowser, loadSettings, rulesOf, saveSettings, tableOf, type Settings } from '../settings.js';
import { createBotClient, type BotClient } from '../worker/bot-client.js';
import { PrefsContext } from '../ui/prefs.js';
import { Header } from '../ui/Header.js';
import { Home } from '../ui/Home.js';
import { NewGame } from '../ui/NewGame.js';
import { GameScreen } from '../ui/GameScreen.js';
import { ReviewScreen } from '../review/ReviewScreen.js';
import { useScreen } from './routes.js';
import { newSeed } from './seed.js';

export function App() {
  const [settings, setSettings] = useState<Settings>(() => loadSettings(localStorage, langFromBrowser(navigator.language)));
  const [match, setMatch] = useState<Match | null>(() => loadGame(localStorage));
  const [gameKey, setGameKey] = useState(0);
  const [gamesStarted, setGamesStarted] = useState(0);
  const [review, setReview] = useState<unknown>(null);
  const [recordError, setRecordError] = useState<string | null>(null);
  const [screen, go] = useScreen();
  const [bots] = useState<BotClient>(() => createBotClient());
  const i18n = useMemo(() => makeI18n(settings.lang), [settings.lang]);

  useEffect(() => () => bots.dispose(), [bots]);
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
    const created = createMatch({
      rules: rulesOf(settings),
      players: table.players,
      partnerships: table.partnerships,
      levels: Array.from({ length: table.players }, (_, seat) => (seat === 0 ? null : settings.levels[seat - 1]!)),
      seed: newSeed(location.search, gamesStarted),
    });
    if (!created.ok) return;
    setGamesStarted((n) => n + 1);
    setMatch(created.value);
    setGameKey((k) => k + 1);
    saveGame(localStorage, created.value);
    go('play');
  };

  const onGameChange = useCallback((next: Match) => {
    setMatch(next);
    saveGame(localStorage, next);
  }, []);

  const openReview = (record: unknown) => {
    setReview(record);
    go('review');
  };

  const openRecordFile = (file: File) => {
    file
      .text()
      .then((text) => {
        setRecordError(null);
        openReview(JSON.parse(text));
      })
      .catch((e: unknown) => setRecordError(i18n.t('badRecord', { error: e instanceof Error ? e.message : String(e) })));
  };

  let body;
  if (screen === 'play' && match) {
    body = (
      <GameScreen
        key={gameKey}
        initial={match}
        bots={bots}
        animation={settings.animation}
        onChange={onGameChange}
        onRematch={startGame}
        onReview={openReview}
        onLeave={() => go('home')}
      />
    );
  } else if (screen === 'review' && review !== null) {
    body = <ReviewScreen record={review} bots={bots} onClose={() => go('home')} />;
  } else if (screen === 'new') {
    body = <NewGame settings={settings} onChange={changeSettings} onStart={startGame} />;
  } else {
    body = (
      <Home
        canContinue={match !== null && match.state.phase !== 'over'}
        deckStyle={settings.deckStyle}
        onContinue={() => {
          setGameKey((k) => k + 1);
          go('play');
        }}
        onNewGame={() => go('new')}
        onOpenRecord={openRecordFile}
        recordError={recordError}
      />
    );
  }

  return (
    <I18nProvider lang={settings.lang}>
      <PrefsContext.Provider value={{ deckStyle: settings.deckStyle, showValues: settings.showValues, animation: settings.animation }}>
        <div className={`app anim-${settings.animation} deck-${settings.deckStyle}`}>
          <Header settings={settings} onChange={changeSettings} onHome={() => go('home')} />
          {body}
        </div>
      </PrefsContext.Provider>
    </I18nProvider>
  );
}

