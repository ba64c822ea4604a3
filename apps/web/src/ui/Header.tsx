import { useI18n } from '../i18n/I18n.js';
import { LANGS, type Lang } from '../i18n/strings.js';
import { DECK_STYLES, type Settings } from '../settings.js';
import type { MessageKey } from '../i18n/strings.js';
import type { WebGameId } from '../games/catalog.js';
import { RulesButton } from '../rules/RulesButton.js';
import { SoundControls } from '../sound/SoundControls.js';

/** Each language's own name, for its button's tooltip. */
const LANG_NAMES: Record<Lang, string> = { es: 'Español', en: 'English', pt: 'Português (Brasil)' };

/** The top bar: home, the rules (opened on `rulesGame`, over the screen), and the switches that apply at once anywhere (language, deck, values). */
export function Header({ settings, onChange, onHome, rulesGame }: { settings: Settings; onChange: (s: Settings) => void; onHome: () => void; rulesGame: WebGameId }) {
  const i18n = useI18n();
  return (
    <header className="app-header">
      <button type="button" className="brand" onClick={onHome} aria-label={`${i18n.t('appTitle')}: ${i18n.t('home')}`}>
        <img src="/icon.svg" alt="" width="28" height="28" /> {i18n.t('appTitle')}
      </button>
      <div className="switches">
        <RulesButton game={rulesGame} className="rules-header-button" />
        <label>
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
