// The About page's account of each league: its model, what its six factors weigh, and whose data it uses
// (the credits the data's sources ask for). The MLB model is described in the page's own sections.
import type { League } from '@vantage/contracts/sports-rules';
import type { FactorKey } from '@vantage/contracts/sports-rules';

export interface LeagueAbout {
  model: string;
  factors: Record<FactorKey, string>;
  sources: string[];
}

const SHARED_MODEL =
  'Each day is predicted only from results known before it. Ratings move after every game: an Elo rating, and an offence and a defence rating in the league’s own unit. Rest, back-to-backs, kilometres travelled, time zones crossed, the last ten games and this season’s head-to-head add to them, and a logistic regression fitted on up to eight earlier seasons turns it all into the home team’s win probability. The expected margin comes from the same prediction, in';

export const LEAGUE_ABOUT: Record<Exclude<League, 'mlb'>, LeagueAbout> = {
  nba: {
    model: `${SHARED_MODEL} points. Who plays matters most in basketball: each player has a rating learnt from his team’s results while he was on the floor, and a side’s strength is its players’ ratings weighted by their usual minutes, so a missing star weighs more than a missing reserve.`,
    factors: {
      E: 'offence and the players who play, with how much of the usual rotation is available',
      D: 'defence',
      G: 'form over the last ten games',
      R: 'rest, back-to-backs, travel, time zones and home court',
      I: 'head-to-head this season and last',
      Q: 'overall strength (the long-run rating)',
    },
    sources: [
      'Results and moneylines: OddsPortal pages as collected by the sports_probabilistic_predictions project, and the “NBA Betting Data” set published on Kaggle.',
      'Who played: box scores from basketball-reference.com (Sports Reference LLC).',
    ],
  },
  nfl: {
    model: `${SHARED_MODEL} points. The starting quarterback has his own rating, learnt from his team’s results in his starts; a backup who has rarely started counts for less.`,
    factors: {
      E: 'offence and the starting quarterback',
      D: 'defence',
      G: 'form over the last ten games',
      R: 'rest, travel, time zones and home field (none at a neutral site)',
      I: 'head-to-head this season and last',
      Q: 'overall strength (the long-run rating)',
    },
    sources: ['Schedules, results, starting quarterbacks and moneylines: nflverse (nfldata). Credit: nflverse.'],
  },
  nhl: {
    model: `${SHARED_MODEL} goals. The starting goaltender has his own rating, learnt from the goals his team allowed with him in net. An overtime or shootout winner’s extra goal is not read as a margin.`,
    factors: {
      E: 'offence',
      D: 'defence and the starting goaltender',
      G: 'form over the last ten games',
      R: 'rest, back-to-backs, travel, time zones and home ice',
      I: 'head-to-head this season and last',
      Q: 'overall strength (the long-run rating)',
    },
    sources: [
      'Results and moneylines: OddsPortal pages as collected by the sports_probabilistic_predictions project; Hockey-Reference (Sports Reference LLC) season results.',
      'Goaltenders: the “NHL Game Data” set published on Kaggle (from the NHL’s API) and sportsdataverse’s fastRhockey-nhl-data (MIT licence).',
    ],
  },
};
