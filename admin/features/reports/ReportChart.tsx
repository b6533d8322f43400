import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount } from '../../shared/ui/format.ts';

export interface ReportChartProps {
  kind: string;
  label: string;
  /** One point per day of the range, days without any as zero. */
  points: { day: string; value: number }[];
}

const shortDay = (day: string) => `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`;
const ink = '#1f5fa8';

/**
 * A report's daily chart (recharts: loaded only on report screens, as its own chunk). Screen
 * readers get the same numbers from the chart's data table beside it.
 */
export default function ReportChart({ kind, label, points }: ReportChartProps) {
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="day" tickFormatter={shortDay} minTickGap={16} />
      <YAxis allowDecimals={false} tickFormatter={formatCount} width={56} />
      <Tooltip formatter={(value) => [formatCount(Number(value)), label]} />
    </>
  );
  return (
    <div className="report-chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height={240}>
        {kind === 'bar' ? (
          <BarChart data={points} accessibilityLayer={false}>
            {axes}
            <Bar dataKey="value" fill={ink} isAnimationActive={false} />
          </BarChart>
        ) : (
          <LineChart data={points} accessibilityLayer={false}>
            {axes}
            <Line dataKey="value" stroke={ink} dot={points.length <= 31} isAnimationActive={false} />
          </LineChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
