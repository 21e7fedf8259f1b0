// Revenue per shop over time: one line per shop (the five biggest), days along the bottom. Inline SVG, no
// chart library: it scales with its box, so it fits a phone.
import { formatTT } from '../../domain/money.js';
import type { Report, ReportRow } from '../../api/admin.js';

const COLOURS = ['#2e7d32', '#c2185b', '#1565c0', '#ef6c00', '#6a1b9a'];
const W = 600;
const H = 220;
const PAD = { left: 84, right: 16, top: 14, bottom: 30 };

export function RevenueChart({ report }: { report: Report }) {
  const days = [...new Set(report.Daily.map((d) => d.Day))].sort();
  if (!days.length) return <p className="muted">No sales in this period.</p>;
  const totals = new Map<number, number>();
  for (const d of report.Daily) totals.set(d.ShopNo, (totals.get(d.ShopNo) ?? 0) + d.Revenue);
  const shops = [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, COLOURS.length)
    .map(([no]) => no);
  const names = new Map<number, string>(report.Rows.map((r: ReportRow) => [r.ShopNo, r.ShopName || `Shop ${r.ShopNo}`]));
  const value = (shop: number, day: string) => report.Daily.find((d) => d.ShopNo === shop && d.Day === day)?.Revenue ?? 0;
  const max = Math.max(1, ...report.Daily.filter((d) => shops.includes(d.ShopNo)).map((d) => d.Revenue));
  const x = (i: number) => PAD.left + (days.length === 1 ? (W - PAD.left - PAD.right) / 2 : (i * (W - PAD.left - PAD.right)) / (days.length - 1));
  const y = (v: number) => H - PAD.bottom - (v / max) * (H - PAD.top - PAD.bottom);
  return (
    <figure className="chart" part="chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`Revenue per shop per day, ${days[0]} to ${days[days.length - 1]}`}>
        <line x1={PAD.left} y1={H - PAD.bottom} x2={W - PAD.right} y2={H - PAD.bottom} stroke="currentColor" opacity="0.3" />
        <text x={PAD.left - 6} y={y(max) + 4} textAnchor="end" fontSize="15">{`TT$${Math.round(max)}`}</text>
        <text x={PAD.left - 6} y={H - PAD.bottom} textAnchor="end" fontSize="15">
          0
        </text>
        <text x={x(0)} y={H - 8} fontSize="15" textAnchor={days.length === 1 ? 'middle' : 'start'}>
          {days[0]}
        </text>
        {days.length > 1 && (
          <text x={x(days.length - 1)} y={H - 8} fontSize="15" textAnchor="end">
            {days[days.length - 1]}
          </text>
        )}
        {shops.map((shop, s) => (
          <g key={shop} stroke={COLOURS[s]} fill={COLOURS[s]}>
            <polyline fill="none" strokeWidth="2.5" points={days.map((d, i) => `${x(i)},${y(value(shop, d))}`).join(' ')} />
            {days.map((d, i) => (
              <circle key={d} cx={x(i)} cy={y(value(shop, d))} r="3.5">
                <title>{`${names.get(shop)} ${d}: ${formatTT(value(shop, d))}`}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
      <figcaption className="legend">
        {shops.map((shop, s) => (
          <span key={shop}>
            <i style={{ background: COLOURS[s] }} aria-hidden="true" /> {names.get(shop)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
