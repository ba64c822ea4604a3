import type { ChartPoint } from './api.js';

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 8;

/** A rating over the games as a small SVG line (first point: before the first rated game), with its range labelled. */
export function RatingChart({ points, label }: { points: readonly ChartPoint[]; label: string }) {
  if (points.length < 2) return null;
  const ratings = points.map((p) => p.rating);
  const [low, high] = [Math.min(...ratings), Math.max(...ratings)];
  const span = Math.max(high - low, 1);
  const x = (i: number) => PAD + (i * (WIDTH - 2 * PAD)) / (points.length - 1);
  const y = (r: number) => HEIGHT - PAD - ((r - low) * (HEIGHT - 2 * PAD)) / span;
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.rating).toFixed(1)}`).join(' ');
  return (
    <figure className="rating-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} data-testid="rating-chart">
        <line x1={PAD} x2={WIDTH - PAD} y1={y(low)} y2={y(low)} className="rating-chart-axis" />
        <path d={line} className="rating-chart-line" />
        {points.map((p, i) => (
          <circle key={i} cx={x(i)} cy={y(p.rating)} r={2.5} className="rating-chart-dot" />
        ))}
      </svg>
      <figcaption className="muted">
        {low}–{high}
      </figcaption>
    </figure>
  );
}
