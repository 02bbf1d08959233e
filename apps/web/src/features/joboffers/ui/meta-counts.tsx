import { LIMITS, type MetaData } from '@vaga/contract';
import { formatCount } from '@/shared/lib/format.ts';

/** A job class's localized counts (metaDatas), capped at 9999+ (spec §9). */
export function MetaCounts({ metaDatas }: { metaDatas: MetaData[] }) {
  return (
    <span className="vaga-meta">
      {metaDatas.map((meta) => (
        <span key={meta.key} className="vaga-meta__item">
          {meta.label} <strong>{formatCount(meta.value, LIMITS.classCountDisplayCap)}</strong>
        </span>
      ))}
    </span>
  );
}

export function allCountsZero(metaDatas: MetaData[]): boolean {
  return metaDatas.every((meta) => meta.value === 0);
}
