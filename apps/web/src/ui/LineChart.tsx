import { useI18n, type I18n } from '../i18n/I18n.js';

/** Series colours and dash patterns: lines differ by dash and marker too, never by colour alone. */
const COLOURS = ['#1565c0', '#c62828', '#2e7d32', '#6a1b9a'];
const DASHES = ['', '6 3', '2 3', '10 3 2 3'];
const MARKERS = ['circle', 'square', 'diamond', 'triangle'] as const;

export interface Series {
  readonly name: string;
  /** y per x = 0, 1, 2…; null leaves a gap. */
  readonly values: readonly (number | null)[];
}

function Marker({ kind, x, y, colour }: { kind: (typeof MARKERS)[number]; x: number; y: number; colour: string }) {
  switch (kind) {
    case 'circle':
      return <circle cx={x} cy={y} r="3.5" fill={colour} />;
    case 'square':
      return <rect x={x - 3.2} y={y - 3.2} width="6.4" height="6.4" fill={colour} />;
    case 'diamond':
      return <path d={`M${x} ${y - 4.2}L${x + 4.2} ${y}L${x} ${y + 4.2}L${x - 4.2} ${y}Z`} fill={colour} />;
    case 'triangle':
      return <path d={`M${x} ${y - 4.2}L${x + 4} ${y + 3.2}L${x - 4} ${y + 3.2}Z`} fill={colour} />;
  }
}

/** A small SVG line chart with a legend and a data table for screen readers. */
export function LineChart({ title, series, xLabel, xLabels, markers = true, height = 160 }: { title: string; series: readonly Series[]; xLabel?: (x: number) => string; xLabels?: boolean; markers?: boolean; height?: number }) {
  const i18n = useI18n();
  const width = 320;
  const pad = { left: 30, right: 10, top: 10, bottom: 22 };
  const n = Math.max(1, ...series.map((s) => s.values.length));
  const all = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const maxY = Math.max(1, ...all);
  const minY = Math.min(0, ...all);
  const sx = (x: number) => pad.left + (n <= 1 ? 0 : (x / (n - 1)) * (width - pad.left - pad.right));
  const sy = (y: number) => pad.top + (1 - (y - minY) / (maxY - minY || 1)) * (height - pad.top - pad.bottom);
  const ticks = [minY, (minY + maxY) / 2, maxY].map((v) => Math.round(v * 10) / 10);
  return (
    <figure className="chart">
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={title}>
        {ticks.map((v) => (
          <g key={v}>
            <line x1={pad.left} x2={width - pad.right} y1={sy(v)} y2={sy(v)} stroke="#ccc" strokeWidth="0.7" />
            <text x={pad.left - 4} y={sy(v) + 3.5} fontSize="10" textAnchor="end" fill="currentColor">
              {i18n.num(v, 1)}
            </text>
          </g>
        ))}
        {xLabels !== false &&
          Array.from({ length: n }, (_, x) => x)
            .filter((x) => n <= 12 || x % Math.ceil(n / 12) === 0)
            .map((x) => (
              <text key={x} x={sx(x)} y={height - 6} fontSize="10" textAnchor="middle" fill="currentColor">
                {xLabel ? xLabel(x) : x + 1}
              </text>
            ))}
        {series.map((s, i) => {
          const colour = COLOURS[i % COLOURS.length]!;
          let d = '';
          let pen = false;
          s.values.forEach((v, x) => {
            if (v === null) {
              pen = false;
              return;
            }
            d += `${pen ? 'L' : 'M'}${sx(x).toFixed(1)} ${sy(v).toFixed(1)}`;
            pen = true;
          });
          return (
            <g key={s.name}>
              <path d={d} fill="none" stroke={colour} strokeWidth="2" strokeDasharray={DASHES[i % DASHES.length]} />
              {markers && s.values.map((v, x) => (v === null ? null : <Marker key={x} kind={MARKERS[i % MARKERS.length]!} x={sx(x)} y={sy(v)} colour={colour} />))}
            </g>
          );
        })}
      </svg>
      <ul className="legend">
        {series.map((s, i) => (
          <li key={s.name}>
            <svg width="26" height="10" aria-hidden="true">
              <line x1="1" x2="25" y1="5" y2="5" stroke={COLOURS[i % COLOURS.length]} strokeWidth="2" strokeDasharray={DASHES[i % DASHES.length]} />
              <Marker kind={MARKERS[i % MARKERS.length]!} x={13} y={5} colour={COLOURS[i % COLOURS.length]!} />
            </svg>
            <span>
              {s.name}
              {s.values.length > 0 && `: ${formatValue(i18n, s.values.at(-1))}`}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

const formatValue = (i18n: I18n, v: number | null | undefined): string => (v === null || v === undefined ? '—' : i18n.num(v, 2));
