import { useEffect, useRef } from 'react';
import { useI18n } from '../i18n/I18n.js';
import { LANGS, type Lang } from '../i18n/strings.js';
import { DECK_STYLES, type Settings } from '../settings.js';
import './shell.css';
import type { MessageKey } from '../i18n/strings.js';
import type { WebGameId } from '../games/catalog.js';
import { RulesButton } from '../rules/RulesButton.js';
import { SoundControls } from '../sound/SoundControls.js';
import { AccountMenu } from '../account/AccountMenu.js';

/** Each language's own name, for its button's tooltip. */
const LANG_NAMES: Record<Lang, string> = { es: 'Español', en: 'English', pt: 'Português (Brasil)' };

/**
 * The top bar: home (the product's name), the game being played when there is one, the rules (opened on
 * `rulesGame`, over the screen), the account (sign in, or the account's menu), and the switches that apply at once anywhere (language, deck, values, sound).
 */
export function Header({ settings, onChange, onHome, game, rulesGame }: { settings: Settings; onChange: (s: Settings) => void; onHome: () => void; game: string | null; rulesGame: WebGameId }) {
  const i18n = useI18n();
  const ref = useRef<HTMLElement>(null);
  // Its height, for what must not cover it (shell.css: the end-of-hand overlay starts under it); it wraps on a phone.
  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--header-height', `${header.offsetHeight}px`));
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return (
    <header className="app-header" ref={ref}>
      <div className="brand-line">
        <button type="button" className="brand" onClick={onHome} aria-label={`${i18n.t('appTitle')}: ${i18n.t('home')}`}>
          <img src="/icon.svg" alt="" width="28" height="28" /> <span className="brand-name">{i18n.t('appTitle')}</span>
        </button>
        {game !== null && (
          <span className="header-game" data-testid="header-game">
            {game}
          </span>
        )}
      </div>
      <div className="switches">
        <AccountMenu onLoggedOut={onHome} />
        <RulesButton game={rulesGame} className="rules-header-button" />
        <label className="deck-switch">
          <span className="sr-only">{i18n.t('deckLabel')}</span>
          <select value={settings.deckStyle} onChange={(e) => onChange({ ...settings, deckStyle: e.target.value as Settings['deckStyle'] })} data-testid="deck-switch" aria-label={i18n.t('deckLabel')}>
            {DECK_STYLES.map((s) => (
              <option key={s} value={s}>
                {i18n.t(`deckShort.${s}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
        <label className="values-switch">
          <input type="checkbox" checked={settings.showValues} onChange={(e) => onChange({ ...settings, showValues: e.target.checked })} />
          <span>{i18n.t('showValues')}</span>
        </label>
        <SoundControls />
        <div role="group" aria-label={i18n.t('language')} className="lang-switch">
          {LANGS.map((lang) => (
            <button key={lang} type="button" lang={lang} title={LANG_NAMES[lang]} aria-label={LANG_NAMES[lang]} aria-pressed={settings.lang === lang} onClick={() => onChange({ ...settings, lang })} data-testid={`lang-${lang}`}>
              {lang.toUpperCase()}
            </button>
          ))}
        </div>
      </div>
    </header>
  );
}
