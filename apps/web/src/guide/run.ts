import type { Lesson, Pick } from './lesson.js';

/** A move made in the lesson by someone else than the player, kept to be said in words. */
export interface Played<S, A> {
  readonly before: S;
  readonly action: A;
}

/** Where a lesson is: its position, its step, the player's picks of the move under way. */
export interface GuideRun<S, A> {
  readonly state: S;
  readonly step: number;
  readonly picks: readonly Pick[];
  /** Why the player's last try was not taken: not the lesson's move (`why`), or not a move at all (`illegal`). */
  readonly refused: 'why' | 'illegal' | null;
  /** The computer's moves since the player's last one. */
  readonly played: readonly Played<S, A>[];
}

/** The lesson's script broke against the rules: a scripted move is not legal (the unit tests catch this first). */
export class LessonError extends Error {}

function applied<S, A>(lesson: Lesson<S, A>, state: S, action: A, what: string): S {
  const next = lesson.definition.apply(state, action);
  if (!next.ok) throw new LessonError(`${what} ${lesson.definition.makeAction(action)} is not legal here: ${next.error.message}`);
  return next.value;
}

const handOver = <S, A>(lesson: Lesson<S, A>, state: S) => lesson.definition.handOutcome(state) !== null;

/** Runs what a step does as it is reached: a scripted computer move, or the computer's turns of the free part. */
function enter<S, A>(lesson: Lesson<S, A>, run: GuideRun<S, A>): GuideRun<S, A> {
  const step = lesson.steps[run.step];
  if (step === undefined) throw new LessonError(`the lesson has no step ${run.step}`);
  if (step.kind === 'them') return { ...run, state: applied(lesson, run.state, step.action, `step ${run.step}: the computer's`), played: [{ before: run.state, action: step.action }] };
  if (step.kind === 'free') {
    let state = run.state;
    const played = [...run.played];
    while (!handOver(lesson, state) && lesson.definition.turn(state) !== lesson.seat) {
      const action = lesson.computer(state);
      played.push({ before: state, action });
      state = applied(lesson, state, action, "the computer's free");
    }
    const moved = { ...run, state, played };
    return handOver(lesson, state) ? enter(lesson, { ...moved, step: run.step + 1 }) : moved;
  }
  if (step.kind === 'end' && !handOver(lesson, run.state)) throw new LessonError(`step ${run.step} ends the lesson before the hand is over`);
  return run;
}

/** The lesson after its fixed deal, at its first step. */
export function startRun<S, A>(lesson: Lesson<S, A>): GuideRun<S, A> {
  return enter(lesson, { state: lesson.start(), step: 0, picks: [], refused: null, played: [] });
}

/** Next, after an explanation or a computer's move. */
export function nextStep<S, A>(lesson: Lesson<S, A>, run: GuideRun<S, A>): GuideRun<S, A> {
  const step = lesson.steps[run.step];
  if (step?.kind !== 'say' && step?.kind !== 'them') return run;
  return enter(lesson, { ...run, step: run.step + 1, picks: [], refused: null, played: step.kind === 'them' ? run.played : [] });
}

/** The move the current step asks of the player, or null (none asked, or any move in the free part). */
export function wantedMove<S, A>(lesson: Lesson<S, A>, run: GuideRun<S, A>): A | null {
  const step = lesson.steps[run.step];
  return step?.kind === 'you' ? step.want : null;
}

/** The player picks a card or a button: a move once the picks make one, taken if the lesson wants it. */
export function pickMove<S, A>(lesson: Lesson<S, A>, run: GuideRun<S, A>, pick: Pick): GuideRun<S, A> {
  const step = lesson.steps[run.step];
  if (step?.kind !== 'you' && step?.kind !== 'free') return run;
  const picks = [...run.picks, pick];
  const reading = lesson.read(run.state, picks, step.kind === 'you' ? step.want : null);
  if (reading.kind === 'more') return { ...run, picks, refused: null };
  if (reading.kind === 'none') return { ...run, picks: [], refused: 'illegal' };
  const action = reading.action;
  if (lesson.definition.check(run.state, action) !== null) return { ...run, picks: [], refused: 'illegal' };
  if (step.kind === 'you') {
    const same = lesson.definition.makeAction(action) === lesson.definition.makeAction(step.want);
    if (!same && !(step.accept?.(action) ?? false)) return { ...run, picks: [], refused: 'why' };
  }
  const state = applied(lesson, run.state, action, 'your');
  const moved: GuideRun<S, A> = { state, step: run.step, picks: [], refused: null, played: [] };
  return step.kind === 'you' ? enter(lesson, { ...moved, step: run.step + 1 }) : enter(lesson, moved);
}
