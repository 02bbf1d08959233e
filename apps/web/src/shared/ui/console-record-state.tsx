import { ButtonLink } from '@/shared/ui/button.tsx';
import { LoadState } from '@/shared/ui/load-state.tsx';

/**
 * A console page's record before it can be shown: loading, or (it failed, or the address names
 * none) what went wrong with the way back to its list.
 */
export function ConsoleRecordState({
  failed,
  text,
  back,
  backLabel,
}: {
  failed: boolean;
  /** What the failure says (the page's own words). */
  text: string;
  /** The list to go back to, and its link's text. */
  back: string;
  backLabel: string;
}) {
  if (!failed) return <LoadState />;
  return (
    <section className="vaga-panel" role="alert">
      <p className="vaga-panel__text">{text}</p>
      <ButtonLink to={back}>{backLabel}</ButtonLink>
    </section>
  );
}
