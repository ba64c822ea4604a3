import { useI18n } from '../i18n/I18n.js';
import { setSoundPrefs, useSoundPrefs } from './prefs.js';
import './sound-controls.css';

/** A speaker, with waves or crossed out. */
function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {muted ? <path d="M16 9l5 6M21 9l-5 6" /> : <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" />}
    </svg>
  );
}

/** The header's sound controls: mute and volume, remembered (`sound/prefs.ts`). */
export function SoundControls() {
  const i18n = useI18n();
  const prefs = useSoundPrefs();
  return (
    <div className="sound-controls" data-testid="sound-controls">
      <button type="button" className="sound-mute" aria-pressed={prefs.muted} aria-label={i18n.t('sound.mute')} title={i18n.t('sound.mute')} onClick={() => setSoundPrefs({ ...prefs, muted: !prefs.muted })} data-testid="sound-mute">
        <SpeakerIcon muted={prefs.muted || prefs.volume === 0} />
      </button>
      <input
        type="range"
        min={0}
        max={100}
        step={5}
        value={Math.round(prefs.volume * 100)}
        aria-label={i18n.t('sound.volume')}
        title={i18n.t('sound.volume')}
        // Turning the volume is wanting sound: it unmutes.
        onChange={(e) => setSoundPrefs({ muted: false, volume: Number(e.target.value) / 100 })}
        data-testid="sound-volume"
      />
    </div>
  );
}
