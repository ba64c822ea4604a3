import { useEffect, useState, type ReactNode } from 'react';
import { CardBack } from '../cards/CardFace.js';
import { entryOf, type WebGameId } from '../games/catalog.js';
import { useI18n } from '../i18n/I18n.js';
import { CardButton, CardImage } from '../ui/CardButton.js';
import type { AnyLesson, Pick, SceneZone } from './lesson.js';
import { nextStep, pickMove, startRun, type GuideRun } from './run.js';
import './guide.css';

export interface GuideScreenProps {
  readonly game: WebGameId;
  /** Leaves the lesson for the home page. */
  readonly onHome: () => void;
  /** Leaves the lesson for the game's new-game form. */
  readonly onPlay: () => void;
}

type Run = GuideRun<unknown, unknown>;

/** "Learn to play": a game's guided first hand, its lesson loaded from the game's folder through the catalog. */
export function GuideScreen({ game, onHome, onPlay }: GuideScreenProps) {
  const i18n = useI18n();
  const [loaded, setLoaded] = useState<{ game: WebGameId; lesson: AnyLesson } | { game: WebGameId; error: string } | null>(null);
  useEffect(() => {
    let live = true;
    entryOf(game)
      .guide()
      .then(
        (lesson) => live && setLoaded({ game, lesson }),
        (e: unknown) => live && setLoaded({ game, error: e instanceof Error ? e.message : String(e) }),
      );
    return () => {
      live = false;
    };
  }, [game]);

  const leave = (
    <div className="guide-leave">
      <button type="button" onClick={onHome} data-testid="guide-home">
        {i18n.t('guide.leave')}
      </button>
      <button type="button" onClick={onPlay} data-testid="guide-play">
        {i18n.t('guide.play')}
      </button>
    </div>
  );
  if (loaded === null || loaded.game !== game) {
    return (
      <main className="guide loading" data-testid="loading">
        <p className="muted">{i18n.t('loading')}</p>
        {leave}
      </main>
    );
  }
  if ('error' in loaded) {
    return (
      <main className="guide" data-testid="guide">
        <p className="error" role="alert">
          {i18n.t('loadFailed', { error: loaded.error })}
        </p>
        {leave}
      </main>
    );
  }
  return <Lesson key={game} lesson={loaded.lesson} leave={leave} />;
}

function Lesson({ lesson, leave }: { lesson: AnyLesson; leave: ReactNode }) {
  const i18n = useI18n();
  const [run, setRun] = useState<Run>(() => startRun(lesson));
  const step = lesson.steps[run.step]!;
  const highlight = new Set(step.kind === 'free' ? [] : (step.highlight?.(run.state) ?? []));
  const asks = step.kind === 'you' || step.kind === 'free';
  const pick = (p: Pick) => setRun((r) => pickMove(lesson, r, p));
  const zones = lesson.scene(run.state, i18n);
  const buttons = asks ? lesson.buttons(run.state, i18n) : [];

  const zone = (z: SceneZone) => (
    <section key={z.id} className={`guide-zone ${z.mine ? 'mine' : ''}`} data-zone={z.id} aria-label={z.label}>
      <h2>{z.label}</h2>
      <div className="guide-cards">
        {z.cards.map((card) => {
          const lit = highlight.has(card) ? 'guide-highlight' : '';
          return z.mine ? (
            <CardButton
              key={card}
              card={card}
              label={i18n.card(card)}
              className={lit}
              pressed={run.picks.includes(card)}
              inert={!asks}
              onClick={() => pick(card)}
              testId="guide-card"
            />
          ) : (
            <CardImage key={card} card={card} label={i18n.card(card)} className={lit} />
          );
        })}
        {z.hidden !== undefined && z.hidden > 0 && (
          <span className="backs" role="img" aria-label={i18n.t('cardsInHand', { n: z.hidden })}>
            {Array.from({ length: z.hidden }, (_, k) => (
              <span className="card back" key={k}>
                <CardBack />
              </span>
            ))}
          </span>
        )}
      </div>
      {z.note && <p className="guide-note muted">{z.note}</p>}
    </section>
  );

  const played = run.played.map(({ before, action }) => lesson.describe(before, action, i18n));
  return (
    <main className="guide" data-testid="guide" data-step={run.step} data-kind={step.kind}>
      <div className="guide-head">
        <h1>{lesson.title(i18n)}</h1>
        {leave}
      </div>
      <div className="guide-body">
        <div className="guide-table">{zones.map(zone)}</div>
        <aside className="guide-prompt" data-testid="guide-prompt">
          <p className="muted guide-count">{i18n.t('guide.step', { n: Math.min(run.step + 1, lesson.steps.length), total: lesson.steps.length })}</p>
          {played.length > 0 && step.kind !== 'them' && (
            <ul className="guide-played" data-testid="guide-played">
              {played.slice(-4).map((line, k) => (
                <li key={k}>{line}</li>
              ))}
            </ul>
          )}
          <p className="guide-text" aria-live="polite" data-testid="guide-text">
            {step.text(i18n, run.state)}
          </p>
          {run.refused !== null && (
            <p className="guide-refused" role="alert" data-testid="guide-refused">
              {run.refused === 'why' && step.kind === 'you' ? step.why(i18n, run.state) : i18n.t('guide.illegal')}
            </p>
          )}
          {run.picks.length > 0 && <p className="guide-more">{i18n.t('guide.more')}</p>}
          <div className="guide-actions">
            {buttons.map((b) => (
              <button key={b.id} type="button" onClick={() => pick(b.id)} data-testid={`guide-button-${b.id}`}>
                {b.label}
              </button>
            ))}
            {(step.kind === 'say' || step.kind === 'them') && (
              <button type="button" className="primary" onClick={() => setRun((r) => nextStep(lesson, r))} data-testid="guide-next" autoFocus>
                {i18n.t('guide.next')}
              </button>
            )}
            {step.kind === 'end' && (
              <button type="button" onClick={() => setRun(startRun(lesson))} data-testid="guide-again">
                {i18n.t('guide.again')}
              </button>
            )}
          </div>
        </aside>
      </div>
    </main>
  );
}
