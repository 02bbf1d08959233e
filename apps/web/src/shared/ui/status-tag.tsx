import '@/shared/ui/status-tag.css';
import type { ReactNode } from 'react';

/** What a state means to its reader; each tone keeps a contrast of 4.5:1 (tokens.css). */
export type Tone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger';

/** A state in a word, outlined in the colour of its tone. */
export function StatusTag({
  tone,
  className,
  children,
}: {
  tone: Tone;
  className?: string;
  children: ReactNode;
}) {
  const name = `vaga-status-tag vaga-status-tag--${tone}`;
  return <span className={className ? `${name} ${className}` : name}>{children}</span>;
}
