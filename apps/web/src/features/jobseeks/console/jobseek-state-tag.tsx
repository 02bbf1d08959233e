import { JOB_SEEK_STATES, type JobSeekState } from '@vaga/contract';
import { StatusTag, type Tone } from '@/shared/ui/status-tag.tsx';

/** What each state of a registration means to staff: waiting, current, ended badly, closed. */
const TONES: Record<JobSeekState, Tone> = {
  [JOB_SEEK_STATES.processing]: 'warning',
  [JOB_SEEK_STATES.valid]: 'success',
  [JOB_SEEK_STATES.expired]: 'danger',
  [JOB_SEEK_STATES.refused]: 'danger',
  [JOB_SEEK_STATES.completed]: 'neutral',
};

/** A registration's state as a tag, in the words the server gives. */
export function JobSeekStateTag({ state, label }: { state: number; label: string }) {
  return <StatusTag tone={TONES[state as JobSeekState] ?? 'neutral'}>{label}</StatusTag>;
}
