/**
 * The table's sounds, in words every game shares. Each game decides which of its events make which
 * (`games/<id>/sounds.ts`); the shell only plays them.
 */
export const SOUND_KINDS = ['cardPlayed', 'capture', 'sweep', 'trickWon', 'handEnd', 'yourTurn'] as const;
export type SoundKind = (typeof SOUND_KINDS)[number];

/** What was done with a sound: played, or not and why (muted, or no gesture on the page yet: browsers forbid sound before one). */
export type SoundOutcome = 'played' | 'muted' | 'locked';

/**
 * The window event every sound asked for dispatches, played or not (`detail`: `SoundReport`): harmless in
 * production, it lets a browser test see which sounds fired without listening to audio.
 */
export const SOUND_EVENT = 'escoba:sound';

export interface SoundReport {
  readonly kind: SoundKind;
  readonly outcome: SoundOutcome;
  /** The volume it played at (0–1). */
  readonly volume: number;
}
