import { formatCount } from '../../shared/ui/format.ts';

/** The chart's numbers as a table (the chart's text alternative), folded away by default. */
export function ChartData({ label, points }: { label: string; points: { day: string; value: number }[] }) {
  const total = points.reduce((sum, point) => sum + point.value, 0);
  return (
    <details className="chart-data">
      <summary>
        {label}: {formatCount(total)} in all — show the numbers
      </summary>
      <table className="data-table">
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">{label}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.day}>
              <td>{point.day}</td>
              <td>{formatCount(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
