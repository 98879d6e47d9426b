import { useEffect } from 'react';
import { Typography } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { RETROSHEET_NOTICE } from '@/shared/attribution';
import { FACTOR_KEYS, LEAGUE_LABELS } from '@vantage/contracts/sports-rules';
import { LEAGUE_ABOUT } from '../model/leagues';
import { CompanyPage } from './company-page';

const { Title, Paragraph } = Typography;

/** /about: what Vantage is, how its predictions are made and recorded, and whose data it uses. */
export function AboutPage() {
  // A link to a section (/about#replay) opens at that section.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <CompanyPage title="About Us" lead="What Vantage is, how its predictions are made, and where its data comes from">
      <Paragraph>
        Vantage shows, for every MLB, NBA, NFL and NHL game, a win probability, the expected margin, a confidence, the
        expected value against the betting line, the six-factor Vantage score (E, D, G, R, I, Q, each out of 10, total
        out of 60) and each team&apos;s situational trends. Every league is read the same way; what differs is what each
        model knows about its sport, below.
      </Paragraph>

      <Title level={4}>How predictions are made (MLB)</Title>
      <Paragraph>
        The model works forward one day at a time. Each day&apos;s games are predicted only from results known before
        that day: Elo ratings, a run model of every team&apos;s offence and defence, each starting pitcher and each
        park, pitching rates, recent form and the schedule (rest, travel, doubleheaders). Who plays counts too: each
        starting pitcher and each batter of the starting nine is projected from his three previous seasons (the latest
        weighing most, pulled toward the league when he has played little, batters against the starter&apos;s hand). A
        game of today is predicted once both teams have announced their lineups, or, without them, half an hour before
        its first pitch. A logistic regression fitted on earlier seasons turns all this into the home team&apos;s win
        probability. Betting odds do not enter that probability; they are used for the expected value (see{' '}
        <Link to="/about#blend">model, market and blend</Link>) and for the favourite/underdog trends.
      </Paragraph>

      <Title level={4}>How to read the Vantage score</Title>
      <Paragraph>
        The six factors are not a second opinion beside the win probability: they split the model&apos;s own prediction
        into where it comes from. E is efficiency (run production, and today&apos;s starting nine), D defence and
        today&apos;s starting pitcher, G recent form, R rest, travel and home field, I the inside edge (head-to-head,
        and the record against teams like today&apos;s opponent) and Q overall strength (the long-run rating). Each
        factor is out of 10, and 5 is what an average team of that day would get: a 7 means that part of the game moves
        the win probability about 5 percentage points toward this side. The bars are coloured the same way on every
        screen: green from 7, yellow from 5 (average or better), orange from 3, red below.
      </Paragraph>
      <Paragraph>
        The two totals, out of 60, differ exactly as much as the win probability says, so the side with the larger total
        is always the side the model favours. Near an even game one point of difference is worth about 2.5 percentage
        points: a 4-point gap is about a 60% favourite, an 8.5-point gap about 70%.
      </Paragraph>

      {Object.entries(LEAGUE_ABOUT).map(([league, about]) => {
        const label = LEAGUE_LABELS[league as keyof typeof LEAGUE_ABOUT];
        return (
          <section key={league} id={league} aria-label={`The ${label} model`}>
            <Title level={4}>The {label} model</Title>
            <Paragraph>{about.model}</Paragraph>
            <Paragraph>
              Its six factors:{' '}
              {FACTOR_KEYS.map((key, index) => (
                <span key={key}>
                  {index > 0 && '; '}
                  <strong>{key}</strong> {about.factors[key]}
                </span>
              ))}
              . As in baseball, each is out of 10 with 5 the day&apos;s average side, and the larger total is the
              favoured side.
            </Paragraph>
            <Paragraph>
              Data: {about.sources.join(' ')} These are used for back-testing, expected-value history and the replayed
              days.
            </Paragraph>
          </section>
        );
      })}

      <Title level={4}>How predictions are recorded</Title>
      <Paragraph>
        Every prediction uses only what was known before its game, is written once and never rewritten, and says how it
        came to be. A <b>recorded</b> prediction was stored before its game&apos;s scheduled start: by the live clock,
        or, in a replay, by the replay&apos;s clock, which stands on the eve of the replayed day (such a prediction says
        &quot;replay clock&quot;). A <b>reconstructed</b> prediction was computed afterwards, walking forward through
        the games as they happened: the seasons filled in when the server first starts, and every day before a replayed
        one. It is made the same way from the same pre-game information, but nothing proves it existed before its game,
        so it is never called recorded. Which of the two a prediction is gets fixed when it is written, checked against
        the game&apos;s start as known then. When the result is known it is scored: a call is correct when the predicted
        side won (a neutral call is not counted), and the Brier score measures the probability itself. Both records,
        each beside the betting market and the &quot;home team always wins&quot; baseline, are on the{' '}
        <Link to="/analytics">Analytics</Link> page, apart; its headline says which one it uses.
      </Paragraph>

      <Title level={4} id="ledger">
        The public ledger: check it yourself
      </Title>
      <Paragraph>
        A record kept in our own database is only as good as our word, so each league&apos;s predictions are also
        committed to a public ledger. Once every game of a day has its prediction, each prediction is written out in one
        fixed text form and run through SHA-256, a fingerprint that changes completely if a single digit changes; the
        day&apos;s fingerprints are combined pairwise into one fingerprint for the day (a Merkle tree), and that is
        combined with the previous day&apos;s, so every day locks in all the days before it. Nothing committed can be
        changed without the fingerprints failing to match.
      </Paragraph>
      <Paragraph>
        Each day also says when it was committed and whether that was before its first game (<b>recorded</b>) or after
        its games had begun (<b>reconstructed</b>: the days filled in after the fact, such as the history behind a
        replay, which the ledger never passes off as made beforehand). A replayed day counts as recorded only by the
        replay&apos;s clock, and says so. On any game&apos;s page, <b>Verify</b> checks the prediction shown in your own
        browser; <code>npm run verify-ledger</code> checks whole seasons, and the format, described in the
        project&apos;s docs/ledger.md, is enough to write your own checker. Where the operator turns it on, each
        day&apos;s fingerprint is also sent to OpenTimestamps calendars, which anchor it in Bitcoin, beyond our reach.
      </Paragraph>

      <Title level={4} id="track-record">
        The track record against the market
      </Title>
      <Paragraph>
        Beating &quot;the home team always wins&quot; is a low bar; the bar a bettor cares about is the betting market.
        So the <Link to="/analytics">track record</Link> puts Vantage beside the market on the same games, per league
        and season: every game with a prediction and a moneyline stored for it, the recorded and the reconstructed
        predictions counted apart. The market&apos;s forecast is the moneyline with the bookmaker&apos;s margin taken
        out (de-vigged: each side&apos;s implied probability divided by their sum).
      </Paragraph>
      <Paragraph>
        The <b>Brier score</b> is the mean squared gap between the home team&apos;s forecast probability and what
        happened (1 for a home win, 0 otherwise): lower is better, and a coin flip scores 0.25. <b>Log loss</b> is the
        mean of −ln(the probability given to the side that won); it punishes confident misses harder.{' '}
        <b>Picked the winner</b> counts the games where the side given more than 50% won. The <b>paired test</b> asks
        whether the gap between the two Brier scores is more than chance: for each game, Vantage&apos;s squared error
        minus the market&apos;s, and a paired t-test on those differences (p at or under 0.05 is called more than
        chance).
      </Paragraph>
      <Paragraph>
        <b>Return</b> is what a fan would have made betting one unit on each of Vantage&apos;s positive-EV picks (the
        side whose expected value at the listed moneyline, priced with the <Link to="/about#blend">blend</Link>, was
        above zero, the better one when both were) and, beside it, on the market favourite in every game: profit over
        stakes, with a 95% interval (the mean profit per bet ± 1.96 standard errors) and the number of bets. An interval
        that spans zero means the season cannot tell a winning strategy from a losing one. Guests see the season&apos;s
        figures; the months and the calibration chart (how often each forecaster&apos;s favourite won at each level of
        confidence) come with Premium. Every figure comes from the stored predictions of the record shown and the lines
        stored before the games; a stored prediction is never recomputed.
      </Paragraph>

      <Title level={4} id="blend">
        Model, market and blend: the three probabilities behind a bet
      </Title>
      <Paragraph>
        Every game with a moneyline has three win probabilities. The <b>model</b>&apos;s is Vantage&apos;s own, made
        without looking at the odds: it is the pick, the win probability shown, and what the track record scores. The{' '}
        <b>market</b>&apos;s is the moneyline with the bookmaker&apos;s margin taken out. The <b>blend</b> combines the
        two, and it is the one the expected value, the value picks and the best bet are priced with.
      </Paragraph>
      <Paragraph>
        Why a third: pricing a bet with the model alone treats every disagreement with the market as the market&apos;s
        mistake, so every large disagreement shows as a large EV, and the market is hard to beat. So for each league and
        season, the blend is fitted on the league&apos;s three seasons before it (never on the season it prices, nor a
        later one): one weight between 0 and 1 says how far to move from the market&apos;s odds towards the model&apos;s
        (in log-odds), chosen as the one that best predicted those seasons&apos; results and pulled towards 0, the
        market alone, unless many games show the model adding something. So the blend leans towards the model only as
        far as the model&apos;s past disagreements with the market were borne out; where they were not, it stays with
        the market and large EVs disappear. Without enough earlier seasons (the first seasons of a league&apos;s data,
        or fewer than 200 games with a line) it is the market alone, and then no price shows value: with the
        bookmaker&apos;s margin every EV is below zero. The track record groups the value picks by their EV (0–2%, 2–5%,
        5–10%, over 10%), beside the picks the model&apos;s probability alone would have made, so you can see whether
        the big ones paid. Predictions stored before the blend existed keep the EV they were shown with, priced with the
        model alone.
      </Paragraph>

      <Title level={4} id="trends">
        Trends and their record since they were found
      </Title>
      <Paragraph>
        A trend (&quot;Home favourite after a loss: 45-30&quot;) is found by searching many situations over past games,
        and some records found that way are luck. So each trend carries a second record: the team&apos;s record in that
        situation in the games played after the trend was found (the first game before which its record had 15 games and
        passed 60%, or fell to 40%) until it stopped qualifying. Those later games played no part in finding it. A trend
        that stops qualifying and later qualifies again is found anew, with a new date and a record starting afresh.
        With fewer than 10 games since, the trend has <b>too few games since</b>; otherwise it is <b>holding up</b>{' '}
        while that record stays on its side of 50% and <b>fading</b> once it does not.
      </Paragraph>
      <Paragraph>
        A card shows a trend only while it still qualifies, so the trends on cards are the survivors, and their labels
        lean favourable. The track record page says how every trend found this season went after it was found, shown or
        not, and how many of them held up: the base rate to read a card&apos;s label against.
      </Paragraph>
      <Paragraph>
        Every day every team&apos;s every situation with 15 games is looked at. Each record gets a p-value (how likely a
        coin would produce one at least that lopsided), and the Benjamini–Hochberg correction over all the records
        looked at that day keeps those that stand out at a 10% false discovery rate; a shown trend it does not keep is
        marked <b>likely noise</b>. Most are: a 60% record over 30 games is what a coin does often enough when hundreds
        of situations are searched. The Pro trend explorer shows any situation&apos;s record before and after a date you
        pick.
      </Paragraph>

      <Title level={4} id="replay">
        When the site replays a past season
      </Title>
      <Paragraph>
        Between seasons, or to show how the model does over a whole season, Vantage can replay a past one: each day of
        it becomes &quot;today&quot; in turn, and the pages that speak of today say &quot;Replay of&quot; and the date.
        Everything on such a day is what was known on it: the games, and the predictions the model made for them from
        results known before they were played; the results count only once those games are over. A replayed game shows
        what its record holds: the NFL&apos;s and most of the NHL&apos;s records carry the start, shown in Eastern time;
        MLB&apos;s game logs say only whether a game was played by day or at night, so those read &quot;Day game&quot;
        or &quot;Night game&quot;; the NBA&apos;s records (and the NHL&apos;s of 2019-20 and 2020-21) hold no start at
        all, so those read &quot;Time not recorded&quot;. In a live season the cards show the start in Eastern time.
        Each league replays a day of its own season (basketball and hockey in February or December, football on a
        Sunday), so the leagues&apos; &quot;today&quot; can differ; each page says which day it shows.
      </Paragraph>

      <Title level={4}>Data and attribution</Title>
      <Paragraph>{RETROSHEET_NOTICE}</Paragraph>
      <Paragraph>
        FiveThirtyEight&apos;s MLB Elo data and forecasts are used under{' '}
        <a href="https://creativecommons.org/licenses/by/4.0/" target="_blank" rel="noreferrer">
          CC BY 4.0
        </a>
        , credit FiveThirtyEight, only to compare the model with theirs in back-tests. Historical moneylines come from
        the sportsbookreviewsonline archive and ScoresAndOdds.
      </Paragraph>
      <Paragraph>
        Players&apos; season totals come from the Chadwick Baseball Bureau&apos;s retrosplits, built from Retrosheet
        play-by-play and used under the{' '}
        <a href="https://opendatacommons.org/licenses/odbl/1-0/" target="_blank" rel="noreferrer">
          Open Database License 1.0
        </a>{' '}
        and the Database Contents License 1.0.
      </Paragraph>
      <Paragraph>
        NFL data: nflverse (credit &quot;nflverse&quot;). NBA and NHL results and lines: OddsPortal pages as collected
        by the sports_probabilistic_predictions project, the &quot;NBA Betting Data&quot; and &quot;NHL Game Data&quot;
        sets published on Kaggle, and Hockey-Reference. NBA box scores: basketball-reference.com. Basketball-Reference
        and Hockey-Reference are sites of Sports Reference LLC. NHL goaltenders also from sportsdataverse&apos;s
        fastRhockey-nhl-data (MIT). None of these sets carries a licence of its own: they serve back-tests,
        expected-value history and the replayed days; live games come from the leagues&apos; public feeds.
      </Paragraph>
    </CompanyPage>
  );
}
