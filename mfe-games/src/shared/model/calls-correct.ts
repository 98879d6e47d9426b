// product rules §5 "Calls correct": of the scored games where the model made a pick, the share it got right. One
// name and one format on every screen that shows it (the dashboard's Quick Stats and yesterday's card, Analytics).

export const CALLS_CORRECT = 'Calls correct';

/** '59.8% (614/1,026)', or 'N/A' when no call was scored. */
export function callsCorrectText(correct: number, counted: number): string {
  if (counted === 0) return 'N/A';
  return `${((100 * correct) / counted).toFixed(1)}% (${correct.toLocaleString('en-US')}/${counted.toLocaleString('en-US')})`;
}
