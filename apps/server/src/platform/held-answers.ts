/**
 * Until when (ms of the clock) each answer a service gave holds while no write moves its
 * change-feed topics, kept by the answer object itself (a kept page is made again once the
 * earliest of its answers' ends passes: modules/pages). Undefined for an object not held here.
 */
export class HeldAnswers {
  private readonly ends = new WeakMap<object, number>();

  /** Notes until when `answer` holds, and answers it. */
  hold<T extends object>(answer: T, until: number): T {
    this.ends.set(answer, until);
    return answer;
  }

  holdsUntil(answer: object): number | undefined {
    return this.ends.get(answer);
  }
}
