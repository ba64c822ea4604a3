import type { SoundKind } from './kinds.js';

/*
 * Every sound of the table, synthesized with the Web Audio API: oscillators and white noise shaped by gain
 * envelopes and filters, no sample files. Loaded with import() at the first gesture, so it costs nothing on the
 * first load.
 */

let context: AudioContext | null = null;
let noise: AudioBuffer | null = null;

/** Creates or resumes the audio context; called from a user gesture, as browsers require. */
export function wake(): void {
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume();
}

/** A gain node whose level rises in `attack` seconds to `peak` and falls exponentially for `decay` seconds. */
function envelope(ctx: AudioContext, out: AudioNode, at: number, peak: number, attack: number, decay: number): GainNode {
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(Math.max(peak, 0.0002), at + attack);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + attack + decay);
  gain.connect(out);
  return gain;
}

function tone(ctx: AudioContext, out: AudioNode, at: number, freq: number, { type = 'sine', peak = 0.3, attack = 0.005, decay = 0.3, glideTo }: { type?: OscillatorType; peak?: number; attack?: number; decay?: number; glideTo?: number } = {}): void {
  const osc = ctx.createOscillator();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, at);
  if (glideTo) osc.frequency.exponentialRampToValueAtTime(glideTo, at + attack + decay);
  osc.connect(envelope(ctx, out, at, peak, attack, decay));
  osc.start(at);
  osc.stop(at + attack + decay + 0.05);
}

/** Filtered white noise: the rustle and slap of cards. `sweepTo` moves the band's centre over the sound. */
function rustle(ctx: AudioContext, out: AudioNode, at: number, { freq, q = 1, peak = 0.4, attack = 0.002, decay = 0.08, sweepTo }: { freq: number; q?: number; peak?: number; attack?: number; decay?: number; sweepTo?: number }): void {
  if (!noise) {
    noise = ctx.createBuffer(1, ctx.sampleRate, ctx.sampleRate);
    const data = noise.getChannelData(0);
    // White noise from a small linear congruential generator: the same hiss every time, no Math.random needed.
    let x = 1;
    for (let i = 0; i < data.length; i++) {
      x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
      data[i] = x / 2 ** 31 - 1;
    }
  }
  const src = ctx.createBufferSource();
  src.buffer = noise;
  const band = ctx.createBiquadFilter();
  band.type = 'bandpass';
  band.Q.value = q;
  band.frequency.setValueAtTime(freq, at);
  if (sweepTo) band.frequency.exponentialRampToValueAtTime(sweepTo, at + attack + decay);
  src.connect(band);
  band.connect(envelope(ctx, out, at, peak, attack, decay));
  src.start(at);
  src.stop(at + attack + decay + 0.05);
}

const NOTE = { G4: 392, C5: 523.25, D5: 587.33, E5: 659.25, G5: 783.99, A5: 880, C6: 1046.5 };

const SOUNDS: Record<SoundKind, (ctx: AudioContext, out: AudioNode, at: number) => void> = {
  // A card laid on the cloth: a short bright slap over a soft low knock.
  cardPlayed: (ctx, out, at) => {
    rustle(ctx, out, at, { freq: 2200, q: 0.8, peak: 0.5, decay: 0.07 });
    tone(ctx, out, at, 150, { peak: 0.25, decay: 0.09, glideTo: 70 });
  },
  // Cards gathered from the table: a rising swish, twice.
  capture: (ctx, out, at) => {
    rustle(ctx, out, at, { freq: 900, q: 1.2, peak: 0.35, attack: 0.03, decay: 0.16, sweepTo: 3200 });
    rustle(ctx, out, at + 0.12, { freq: 1200, q: 1.2, peak: 0.3, attack: 0.03, decay: 0.14, sweepTo: 3600 });
  },
  // The table swept clean: the swish and a bright rising arpeggio.
  sweep: (ctx, out, at) => {
    rustle(ctx, out, at, { freq: 700, q: 0.9, peak: 0.35, attack: 0.04, decay: 0.3, sweepTo: 4500 });
    [NOTE.C5, NOTE.E5, NOTE.G5, NOTE.C6].forEach((f, i) => tone(ctx, out, at + 0.08 + i * 0.085, f, { type: 'triangle', peak: 0.22, decay: 0.35 }));
  },
  // A trick taken: two notes up, short.
  trickWon: (ctx, out, at) => {
    tone(ctx, out, at, NOTE.G4, { type: 'triangle', peak: 0.22, decay: 0.16 });
    tone(ctx, out, at + 0.1, NOTE.D5, { type: 'triangle', peak: 0.22, decay: 0.28 });
  },
  // The hand is over: a soft held chord.
  handEnd: (ctx, out, at) => {
    [NOTE.C5, NOTE.E5, NOTE.G5].forEach((f, i) => tone(ctx, out, at + i * 0.03, f, { peak: 0.14, attack: 0.04, decay: 0.9 }));
  },
  // Your turn: a bell (a fundamental with an inharmonic partial), two strokes.
  yourTurn: (ctx, out, at) => {
    for (const [t, f] of [[0, NOTE.E5], [0.16, NOTE.A5]] as const) {
      tone(ctx, out, at + t, f, { peak: 0.22, decay: 0.8 });
      tone(ctx, out, at + t, f * 2.76, { peak: 0.05, decay: 0.35 });
    }
  },
};

/** Plays one sound at `volume` (0–1), if the context is running. */
export function play(kind: SoundKind, volume: number): void {
  wake();
  const ctx = context!;
  const out = ctx.createGain();
  // Loudness grows roughly with the square of the gain: a square keeps the slider's middle audible but soft.
  out.gain.value = volume * volume;
  out.connect(ctx.destination);
  SOUNDS[kind](ctx, out, ctx.currentTime + 0.01);
}
