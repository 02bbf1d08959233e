import { LoadState } from '@/shared/ui/load-state.tsx';

/** A page's data could not be read: the message and a way to try again (spec §8). */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="vaga-page">
      <LoadState error onRetry={onRetry} />
    </div>
  );
}
