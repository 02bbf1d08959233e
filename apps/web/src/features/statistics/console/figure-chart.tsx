import { useEffect, useRef } from 'react';
import type { FigureCell, FigureTable } from '../lib/figure-table.ts';

export type ChartKind = 'line' | 'bar' | 'funnel';

/** The chart palette, from the design tokens (tokens.css: --vaga-chart-1 …). */
function palette(element: Element): string[] {
  const style = getComputedStyle(element);
  return [1, 2, 3, 4, 5, 6]
    .map((n) => style.getPropertyValue(`--vaga-chart-${n}`).trim())
    .filter((colour) => colour !== '');
}

/** The chart's options, from the same table the page shows (null cells are gaps). */
function optionsOf(
  kind: ChartKind,
  table: FigureTable,
  show: (cell: FigureCell) => string,
  colours: string[],
  text: string,
) {
  const names = table.rows.map((row) => String(row[0]));
  const textStyle = { color: text };
  if (kind === 'funnel') {
    return {
      color: colours,
      tooltip: { trigger: 'item' },
      series: [
        {
          type: 'funnel',
          sort: 'none',
          minSize: '10%',
          label: {
            show: true,
            position: 'inside',
            formatter: (p: { dataIndex: number }) =>
              `${String(table.rows[p.dataIndex][0])}: ${show(table.rows[p.dataIndex][1])}`,
          },
          data: table.rows.map((row) => ({ name: String(row[0]), value: row[1] ?? 0 })),
        },
      ],
    };
  }
  return {
    color: colours,
    textStyle,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, textStyle },
    grid: { left: 8, right: 8, bottom: 8, top: 48, containLabel: true },
    xAxis: { type: 'category', data: names, axisLabel: { color: text } },
    yAxis: { type: 'value', minInterval: 1, axisLabel: { color: text } },
    series: table.head.slice(1).map((name, column) => ({
      type: kind,
      name,
      connectNulls: false,
      data: table.rows.map((row) => row[column + 1] ?? null),
    })),
  };
}

/**
 * A chart of a figure table, drawn by ECharts (loaded on first use). It is an image named by
 * `label`: its figures are in the table beside it, which screen readers read instead.
 */
export function FigureChart({
  kind,
  table,
  show,
  label,
}: {
  kind: ChartKind;
  table: FigureTable;
  /** A cell as the table shows it (the funnel's labels). */
  show: (cell: FigureCell) => string;
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let disposed = false;
    let dispose = () => {};
    void import('./echarts.ts').then(({ echarts }) => {
      if (disposed) return;
      const chart = echarts.init(element, undefined, { renderer: 'svg' });
      const text = getComputedStyle(element).color;
      chart.setOption(optionsOf(kind, table, show, palette(element), text));
      const resize = () => chart.resize();
      window.addEventListener('resize', resize);
      dispose = () => {
        window.removeEventListener('resize', resize);
        chart.dispose();
      };
    });
    return () => {
      disposed = true;
      dispose();
    };
  }, [kind, table, show]);
  return <div ref={box} className="vaga-statistics__chart" role="img" aria-label={label} />;
}
