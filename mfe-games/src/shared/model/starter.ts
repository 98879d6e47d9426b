import type { ComparisonGame } from '@vantage/contracts/sports';

/** 'Gerrit Cole (9-4)'; the record is known once the game's prediction is made; 'TBD' without a starter. */
export function starterText(starter: ComparisonGame['home_starter'] | undefined): string {
  if (!starter) return 'TBD';
  return starter.record ? `${starter.name} (${starter.record})` : starter.name;
}
