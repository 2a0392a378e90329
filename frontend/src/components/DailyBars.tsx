const WIDTH = 600;
const number = new Intl.NumberFormat();
const dayLabel = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const label = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));

export interface DailyBarsProps {
  /** YYYY-MM-DD, oldest first; the last one is today. */
  days: readonly string[];
  values: readonly number[];
  /** What a value counts, e.g. "XP" or "sign-ups": in each bar's tooltip and the chart's description. */
  unit: string;
  /** The chart's description for screen readers (its numbers follow it). */
  description: string;
  height?: number;
  color?: string;
}

/** One bar a day (an SVG, no chart library): the day and its value on hover, a summary for screen readers. */
export function DailyBars({
  days,
  values,
  unit,
  description,
  height = 120,
  color = 'var(--mantine-color-indigo-filled)',
}: DailyBarsProps) {
  const max = Math.max(1, ...values);
  const total = values.reduce((sum, value) => sum + value, 0);
  const slot = WIDTH / Math.max(1, days.length);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height + 18}`}
      width="100%"
      role="img"
      aria-label={`${description} from ${days[0]} to ${days.at(-1)}: ${number.format(total)} ${unit} in all, at most ${number.format(max)} in a day`}
    >
      {values.map((value, i) => {
        const bar = value ? Math.max(3, (value / max) * height) : 0;
        return (
          <rect
            key={days[i]}
            x={i * slot + 2}
            y={height - bar}
            width={Math.max(1, slot - 4)}
            height={bar}
            rx={2}
            style={{ fill: color }}
          >
            <title>{`${label(days[i]!)}: ${number.format(value)} ${unit}`}</title>
          </rect>
        );
      })}
      <line
        x1={0}
        x2={WIDTH}
        y1={height + 0.5}
        y2={height + 0.5}
        style={{ stroke: 'var(--mantine-color-default-border)' }}
      />
      <text x={0} y={height + 14} fontSize={11} style={{ fill: 'var(--mantine-color-dimmed)' }}>
        {days[0] ? label(days[0]) : ''}
      </text>
      <text x={WIDTH} y={height + 14} fontSize={11} textAnchor="end" style={{ fill: 'var(--mantine-color-dimmed)' }}>
        Today
      </text>
    </svg>
  );
}
