import type { ReactNode } from 'react';

/** One labelled fact of a console page; nothing at all when there is no value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === '' || children === null || children === undefined) return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
