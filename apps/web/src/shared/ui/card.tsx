import type { ElementType, ReactNode } from 'react';

/**
 * A white block of the page with an optional title (a heading of `titleLevel`, h2 by default);
 * with `titleId`, the heading has that id and names the block.
 */
export function Card({
  title,
  titleId,
  titleLevel = 2,
  as: Element = 'section',
  className,
  children,
  ...aria
}: {
  title?: ReactNode;
  titleId?: string;
  titleLevel?: 2 | 3;
  as?: ElementType;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}) {
  const Heading = titleLevel === 3 ? 'h3' : 'h2';
  return (
    <Element
      className={className ? `vaga-card ${className}` : 'vaga-card'}
      aria-labelledby={titleId}
      {...aria}
    >
      {title ? (
        <Heading id={titleId} className="vaga-card__title">
          {title}
        </Heading>
      ) : null}
      {children}
    </Element>
  );
}
