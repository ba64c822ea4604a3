import { SOUND_EVENT, type SoundKind, type SoundOutcome, type SoundReport } from './kinds.js';
import { soundPrefs } from './prefs.js';

type Synth = typeof import('./synth.js');

// Browsers forbid sound before the person has interacted with the page: nothing is created or played until then.
let gestured = false;
let synth: Synth | null = null;
let loading: Promise<Synth> | null = null;

const loadSynth = (): Promise<Synth> =>
  (loading ??= import('./synth.js').then((s) => {
    synth = s;
    return s;
  }));

function onGesture(): void {
  gestured = true;
  // Inside the gesture once the synth is loaded (Safari resumes an audio context only there); the first gesture
  // loads it, and Chromium and Firefox accept a context started just after a gesture.
  if (synth) synth.wake();
  else void loadSynth().then((s) => s.wake());
}

/** Listens for the person's gestures on the page, which unlock sound (called once at start). */
export function installSoundUnlock(): void {
  for (const type of ['pointerdown', 'keydown'] as const) addEventListener(type, onGesture, { capture: true, passive: true });
}

/**
 * Plays a table sound, unless muted or before the first gesture; either way it dispatches `SOUND_EVENT` on the
 * window with what was done (for tests).
 */
export function playSound(kind: SoundKind): void {
  const { muted, volume } = soundPrefs();
  const outcome: SoundOutcome = !gestured ? 'locked' : muted || volume === 0 ? 'muted' : 'played';
  dispatchEvent(new CustomEvent<SoundReport>(SOUND_EVENT, { detail: { kind, outcome, volume } }));
  if (outcome === 'played') void loadSynth().then((s) => s.play(kind, volume));
}
