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
  pick: {
    name: 'Pick',
    text:
      "The team the model favours to win and how many percentage points its win probability is ahead of the other's. " +
      'Under 10 percentage points it makes no pick (too close to call). It says who is likelier to win, not which ' +
      'bet pays: that is the best bet.',
  },
  confidence: {
    name: 'Confidence',
    text: 'How far the pick is ahead: High when more than 15 percentage points, Medium more than 10, else Low.',
  },
  bestBet: {
    name: 'Best bet',
    text:
      'The side with the largest EV above 0 over the moneyline, the spread and the total (where the league has them), ' +
      'each priced with the blend of model and market: the edge over the price. It ' +
      'names the price from which on the bet is worth it, and says "No bet" when no side pays. It can be the underdog the model does not pick: a 30% chance priced as a 20% one is value. When the ' +
      'model and the market disagree a lot, it says how such bets have fared.',
  },
  lineMarkets: {
    name: 'Spread and total',
    text:
      "The chance each side covers the spread, and that the combined score goes over or under the total, from the model's " +
      'own distributions of the margin and the total, calibrated on earlier seasons against the lines. On an integer line ' +
      'the exact score is a push (stakes back). These chances are what is shown as Vantage’s; EV is priced, as the ' +
      'moneyline’s, with their blend with the market’s de-vigged prices, fitted per league on earlier seasons. Where ' +
      'the data has a line without prices (the NBA) both sides are taken at an assumed −110. The spread ' +
      "model's mean margin is the win model's expected margin refitted to past results, so the two can differ a little.",
  },
  ev: {
    name: 'Expected value (EV)',
    text:
      "What a bet on the team at the moneyline returns on average, by the blend of the model's and the market's " +
      'probabilities (About explains it): +4.0% is a profit of $4 per $100 in the long run; below 0 the price is ' +
      'worse than the chance.',
  },
  evImpact: {
    name: 'EV impact',
    text: "The better of the two teams' expected values: the best bet's EV when it is above 0.",
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
      'The team\'s wins and losses in the same situation, this season and last ("2022–2023" in MLB, ' +
      '"2022–23 to 2023–24" where a season spans two years), in games played before this one. Shown from 15 games.',
  },
  lineRecords: {
    name: 'ATS and O/U',
    text:
      'Against the spread (ATS): covers-fails-pushes of the team at the closing spread, read from its side (a home ' +
      "favourite at −3.5 that wins by 3 fails to cover). Over/under (O/U): overs-unders-pushes of both teams' points " +
      'against the closing total. A push (exactly the line) counts in neither percentage. Only games played before ' +
      "today count, and only games with a line: the NHL's data has no puck lines or totals, so its records count only " +
      'games whose lines the live odds feed polled before the start.',
  },
} as const;

export type Term = keyof typeof GLOSSARY;
