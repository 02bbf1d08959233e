import type { ElementType, ReactNode } from 'react';

/** A white block of the page with an optional title (a heading of `titleLevel`, h2 by default). */
export function Card({
  title,
  titleLevel = 2,
  as: Element = 'section',
  className,
  children,
  ...aria
}: {
  title?: ReactNode;
  titleLevel?: 2 | 3;
  as?: ElementType;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}) {
  const Heading = titleLevel === 3 ? 'h3' : 'h2';
  return (
    <Element className={className ? `vaga-card ${className}` : 'vaga-card'} {...aria}>
      {title ? <Heading className="vaga-card__title">{title}</Heading> : null}
      {children}
    </Element>
  );
}
