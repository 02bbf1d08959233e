import { useCallback } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { ConsoleTable } from '@/shared/console/console-table.tsx';
import { formatThousands } from '@/shared/lib/format.ts';
import { Button } from '@/shared/ui/button.tsx';
import { useScrollCue } from '@/shared/ui/scroll-cue.ts';
import { toCsv, type FigureCell, type FigureTable } from '../lib/figure-table.ts';
import { FigureChart, type ChartKind } from './figure-chart.tsx';

/** Saves text as a file the browser downloads. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * One figure: its chart, its table (the same figures, for screen readers and for whoever wants
 * the numbers) and a CSV download of that table. `id` names the section and its file.
 */
export function FigureSection({
  id,
  title,
  kind,
  table,
  fileName,
}: {
  id: string;
  title: string;
  kind: ChartKind;
  table: FigureTable;
  fileName: string;
}) {
  const { t } = useTranslation('statistics-console');
  const withheld = t('fewerThan', { count: 5 });
  const strip = useScrollCue<HTMLDivElement>(table);
  const show = useCallback(
    (cell: FigureCell) =>
      cell === null ? withheld : typeof cell === 'number' ? formatThousands(cell) : cell,
    [withheld],
  );
  const columns = table.head.map((title, index) => ({
    title,
    dataIndex: String(index),
    key: String(index),
    align: index === 0 ? ('left' as const) : ('right' as const),
    render: (cell: FigureCell) => show(cell),
  }));
  const data = table.rows.map((row, index) => ({
    key: String(index),
    ...Object.fromEntries(row.map((cell, column) => [String(column), cell])),
  }));
  return (
    <section className="vaga-statistics__section" aria-labelledby={`${id}-title`} data-figure={id}>
      <div className="vaga-statistics__section-head">
        <h3 id={`${id}-title`} className="vaga-statistics__section-title">
          {title}
        </h3>
        <Button size="small" onClick={() => download(fileName, toCsv(table, withheld))}>
          {t('downloadCsv')}
        </Button>
      </div>
      <div className="vaga-statistics__figure">
        <FigureChart kind={kind} table={table} show={show} label={t('chartOf', { title })} />
        {/* The table scrolls sideways inside its own region, which a keyboard can reach. */}
        <div
          ref={strip}
          className="vaga-statistics__table"
          role="region"
          aria-label={t('tableOf', { title })}
          tabIndex={0}
        >
          <ConsoleTable columns={columns} dataSource={data} />
        </div>
      </div>
    </section>
  );
}
