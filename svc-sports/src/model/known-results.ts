import type { Game } from '../data/games';

/**
 * Finished games waiting to be learnt from: walk-forward, a result counts only before dates after the day
 * it became known, and results known the same day count in the order they were played.
 */
export class KnownResults {
  private readonly pending: Game[] = [];

  add(game: Game): void {
    this.pending.push(game);
  }

  /** Removes and returns the results known before `date`, in the order they became known. */
  takeKnownBefore(date: string): Game[] {
    // Stable sort: ties keep the order the games were added (played).
    this.pending.sort((a, b) => a.result!.knownOn.localeCompare(b.result!.knownOn));
    let known = 0;
    while (known < this.pending.length && this.pending[known].result!.knownOn < date) known++;
    return this.pending.splice(0, known);
  }
}
