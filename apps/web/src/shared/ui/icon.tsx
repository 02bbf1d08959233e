/**
 * A line icon drawn from one SVG path (24×24, stroked with the text colour). Decorative: hidden
 * from assistive technology, the control around it carries the name. Kept as path data so the
 * icons cost bytes, not components.
 */
export function Icon({ d, className }: { d: string; className?: string }) {
  return (
    <svg
      className={className ? `vaga-icon ${className}` : 'vaga-icon'}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
