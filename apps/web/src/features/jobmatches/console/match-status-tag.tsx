import { StatusTag, type Tone } from '@/shared/ui/status-tag.tsx';

/** What each status group of a match means to staff: waiting (1, 2), arranged (3), ended (4). */
const TONES: Record<number, Tone> = { 1: 'warning', 2: 'warning', 3: 'primary', 4: 'danger' };

/** A match's status as a tag, in the words the server gives, in the colour of its group. */
export function MatchStatusTag({ group, label }: { group: number; label: string }) {
  return <StatusTag tone={TONES[group] ?? 'neutral'}>{label}</StatusTag>;
}
