// product rules §5: what each figure a fan may not know means, written once; every screen that shows the figure
// offers this text beside it (components/term-help).
export const GLOSSARY = {
  vantage: {
    name: 'Vantage score',
    text:
      "Six factors of a team for this game (efficiency, defence and today's starter, form, rest and road, " +
      "head-to-head, overall strength), each 0–10 with 5 the day's average team, added up to a total out of 60. " +
      'The team with the larger total is the team the model favours.',
  },
  winProbability: {
    name: 'Win probability',
    text: "The model's chance that the team wins, from what was known before the game.",
  },
  edge: {
    name: 'Edge',
    text:
      "The team the model picks and how many percentage points its win probability is ahead of the other's. " +
      'Under 10 percentage points it makes no pick (too close to call).',
  },
  confidence: {
    name: 'Confidence',
    text: 'The strength of the edge: High when the pick is more than 15 percentage points ahead, Medium more than 10, else Low.',
  },
  ev: {
    name: 'Expected value (EV)',
    text:
      'What a bet on the team at the moneyline returns on average, by the win probability: +4.0% is a profit of ' +
      '$4 per $100 in the long run; below 0 the price is worse than the chance.',
  },
  evImpact: {
    name: 'EV impact',
    text: "The better of the two teams' expected values: the best bet this game offers, by the model.",
  },
  momentum: {
    name: 'Momentum',
    text: 'The last ten games, the most recent counting most: +1.00 is ten wins, −1.00 ten losses, 0 even.',
  },
  lineScore: {
    name: '0-0-0',
    text: 'Runs, hits and errors: all 0 until the first pitch. The game has not started.',
  },
  trendWindow: {
    name: 'Trend record',
    text:
      'The team\'s wins and losses in the same situation, this season and last ("2022–23"), in games played ' +
      'before this one. Shown from 15 games.',
  },
} as const;

export type Term = keyof typeof GLOSSARY;
