import { UNEMPLOYMENT_STATES, type UnemploymentState } from '@vaga/contract';
import { StatusTag, type Tone } from '@/shared/ui/status-tag.tsx';

/** What each state of a registration means to staff: waiting (for staff or the seeker), ended. */
const TONES: Record<UnemploymentState, Tone> = {
  [UNEMPLOYMENT_STATES.draft]: 'neutral',
  [UNEMPLOYMENT_STATES.underReview]: 'warning',
  [UNEMPLOYMENT_STATES.supplementRequested]: 'warning',
  [UNEMPLOYMENT_STATES.approved]: 'success',
  [UNEMPLOYMENT_STATES.refused]: 'danger',
};

/** An unemployment registration's state as a tag, in the words given. */
export function UnemploymentStateTag({ state, label }: { state: number; label: string }) {
  return <StatusTag tone={TONES[state as UnemploymentState] ?? 'neutral'}>{label}</StatusTag>;
}
