// Bar charts drawn as inline SVG by hand: no chart library (a small bundle, nothing inline for the
// page's policy: shapes and text only, styled by styles.css). Each chart is a figure with a title, axis
// labels, a text alternative, and the same numbers as a table under "The numbers".
import type { ReactNode } from 'react';

/** The top of a value axis: 1, 2 or 5 times a power of ten, at least `max` (and at least 1). */
function axisTop(max: number): number {
  if (max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((m) => m * power).find((top) => top >= max)!;
}

/** The ticks of an axis from 0 to `top` (as axisTop makes it): four or five whole steps, fewer for a top of 1 or 2. */
function ticks(top: number): number[] {
  const steps = [4, 5, 2, 1].find((n) => Number.isInteger(top / n)) ?? 1;
  return Array.from({ length: steps + 1 }, (_, i) => (i * top) / steps);
}

/** `2026-11-21` as people read a day ("Nov 21"), the date itself whatever the reader's time zone. */
function dayLabel(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** A chart's figures as a table: one row per bar, headed by what the bar stands for (a figure missing, an empty cell). */
function NumbersTable({ title, columns, rows }: { title: string; columns: string[]; rows: { key: string; head: ReactNode; cells: (number | undefined)[] }[] }) {
  return (
    <table>
      <caption className="visually-hidden">{title}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row">{r.head}</th>
            {r.cells.map((c, i) => (
              <td key={i}>{c}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Figure({ id, title, summary, table, children }: { id: string; title: string; summary: string; table: ReactNode; children: ReactNode }) {
  return (
    <figure className="chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`}>{title}</figcaption>
      {children}
      <p id={`${id}-summary`} className="chart-summary">
        {summary}
      </p>
      <details>
        <summary>The numbers</summary>
        {table}
      </details>
    </figure>
  );
}

// The drawing's own units: about the width a chart gets on a laptop, so that its 13-unit text reads at about that size.
const W = 520;
const H = 230;
const M = { top: 12, right: 24, bottom: 48, left: 48 };

/**
 * Columns over days: one per day, zero days drawn as nothing above the axis, the value axis in four
 * steps, every few days named under the axis.
 */
export function DayColumns({ id, title, valueName, days }: { id: string; title: string; valueName: string; days: { date: string; value: number }[] }) {
  const top = axisTop(Math.max(0, ...days.map((d) => d.value)));
  const plotW = W - M.left - M.right;
  const plotH = H - M.top - M.bottom;
  const slot = plotW / Math.max(days.length, 1);
  const every = Math.ceil(days.length / 6);
  const y = (value: number) => M.top + plotH - (value / top) * plotH;
  const total = days.reduce((sum, d) => sum + d.value, 0);
  const busiest = days.reduce((best, d) => (d.value > best.value ? d : best), days[0] ?? { date: '', value: 0 });
  const summary =
    total === 0
      ? `No ${valueName.toLowerCase()} from ${dayLabel(days[0]?.date ?? '')} to ${dayLabel(days.at(-1)?.date ?? '')}.`
      : `${total} ${valueName.toLowerCase()} in ${days.length} days; the most, ${busiest.value}, on ${dayLabel(busiest.date)}.`;
  const table = (
    <NumbersTable
      title={title}
      columns={['Day', valueName]}
      rows={days.map((d) => ({ key: d.date, head: <time dateTime={d.date}>{dayLabel(d.date)}</time>, cells: [d.value] }))}
    />
  );
  return (
    <Figure id={id} title={title} summary={summary} table={table}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`} className="chart-svg">
        {ticks(top).map((t) => (
          <g key={t} className="tick">
            <line x1={M.left} x2={W - M.right} y1={y(t)} y2={y(t)} className={t === 0 ? 'axis' : 'grid'} />
            <text x={M.left - 6} y={y(t)} dy="0.32em" textAnchor="end">
              {t}
            </text>
          </g>
        ))}
        {days.map((d, i) => (
          <g key={d.date}>
            {d.value > 0 && (
              <rect className="bar" x={M.left + i * slot + slot * 0.15} width={slot * 0.7} y={y(d.value)} height={y(0) - y(d.value)}>
                <title>{`${dayLabel(d.date)}: ${d.value}`}</title>
              </rect>
            )}
            {(days.length - 1 - i) % every === 0 && (
              <text x={M.left + (i + 0.5) * slot} y={M.top + plotH + 16} textAnchor="middle">
                {dayLabel(d.date)}
              </text>
            )}
          </g>
        ))}
        <text className="axis-title" x={M.left + plotW / 2} y={H - 6} textAnchor="middle">
          Day
        </text>
        <text className="axis-title" transform={`translate(14 ${M.top + plotH / 2}) rotate(-90)`} textAnchor="middle">
          {valueName}
        </text>
      </svg>
    </Figure>
  );
}

const ROW = 30;
const LABEL = 150;

/** Horizontal bars, one per named row, longest first as given, each with its value at its end. */
export function RowBars({
  id,
  title,
  valueName,
  rowName,
  rows,
  extra,
}: {
  id: string;
  title: string;
  valueName: string;
  rowName: string;
  rows: { label: string; value: number; note?: string }[];
  /** Columns of the table besides the value (lines beside units). */
  extra?: { name: string; values: number[] };
}) {
  const top = axisTop(Math.max(0, ...rows.map((r) => r.value)));
  const plotW = W - LABEL - M.right - 36;
  const height = M.top + rows.length * ROW + 44;
  const x = (value: number) => LABEL + (value / top) * plotW;
  const summary = rows.length === 0 ? 'Nothing to show.' : `${rows.map((r) => `${r.label}: ${r.value}`).join('; ')}.`;
  const table = (
    <NumbersTable
      title={title}
      columns={[rowName, valueName, ...(extra ? [extra.name] : [])]}
      rows={rows.map((r, i) => ({ key: r.label, head: r.label, cells: [r.value, ...(extra ? [extra.values[i]] : [])] }))}
    />
  );
  return (
    <Figure id={id} title={title} summary={summary} table={table}>
      <svg viewBox={`0 0 ${W} ${height}`} role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`} className="chart-svg">
        {ticks(top).map((t) => (
          <g key={t} className="tick">
            <line x1={x(t)} x2={x(t)} y1={M.top} y2={M.top + rows.length * ROW} className={t === 0 ? 'axis' : 'grid'} />
            <text x={x(t)} y={M.top + rows.length * ROW + 16} textAnchor="middle">
              {t}
            </text>
          </g>
        ))}
        {rows.map((r, i) => (
          <g key={r.label}>
            <text x={LABEL - 8} y={M.top + i * ROW + ROW / 2} dy="0.32em" textAnchor="end">
              {r.label.length > 20 ? `${r.label.slice(0, 19)}…` : r.label}
              <title>{r.note ?? r.label}</title>
            </text>
            <rect className="bar" x={LABEL} y={M.top + i * ROW + 5} width={Math.max(x(r.value) - LABEL, 0)} height={ROW - 10} />
            <text x={x(r.value) + 6} y={M.top + i * ROW + ROW / 2} dy="0.32em">
              {r.value}
            </text>
          </g>
        ))}
        <text className="axis-title" x={LABEL + plotW / 2} y={height - 4} textAnchor="middle">
          {valueName}
        </text>
      </svg>
    </Figure>
  );
}
