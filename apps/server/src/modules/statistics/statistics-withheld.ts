import { STATISTICS_MIN_GROUP } from '@vaga/contract';

/** A count of people: 1 to 4 people are not shown (null: "fewer than 5"). */
export function withheld(count: number): number | null {
  return count > 0 && count < STATISTICS_MIN_GROUP ? null : count;
}
