// The daily digest's text and HTML: one section per league, one entry per game of the member's favourites,
// with what the member's plan shows of it (the pick and probability for every member, EV and the strongest
// trends where the plan includes them).
import type { ComparisonGame, GameDetail } from '@vantage/contracts/sports';
import { bestBetText } from '@vantage/contracts/bet-rules';

export interface DigestGame {
  game: ComparisonGame;
  /** The detail's trends, when read (strongest first). */
  detail?: GameDetail;
}

export interface DigestSection {
  league: string;
  /** The day the league shows as today (a replayed date in the demo). */
  day: string;
  replay: boolean;
  games: DigestGame[];
}

/** A watchlist whose alert switch is on, with today's games that match it (product rules §10). */
export interface WatchlistSection {
  name: string;
  games: DigestGame[];
}

export interface DigestContent {
  subject: string;
  text: string;
  html: string;
  games: number;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const signed = (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(1)}%`;

/** The pick as the member's plan shows it (shared with the push alerts). */
export function pickLine({ game }: Pick<DigestGame, 'game'>): string {
  if (!game.access.insight) return 'Pick: open the game on Vantage.';
  if (game.predicted_winner === 'neutral' || !game.predicted_team) return 'No pick: too close to call.';
  // One decimal, as every screen writes a win probability (product rules §5).
  return `Pick: ${game.predicted_team} (${game.win_probability.toFixed(1)}% win probability, ${game.confidence} confidence)`;
}

/** The EV line, away side first as the matchup reads, for the plans that show EV; null otherwise. */
export function evLine({ game }: Pick<DigestGame, 'game'>): string | null {
  if (!game.access.expected_value || game.home_ev === null || game.away_ev === null) return null;
  return `EV at the moneyline: ${game.away_team_abbreviation} ${signed(game.away_ev)}, ${game.home_team_abbreviation} ${signed(game.home_ev)}`;
}

/** The best bet (product rules §5), for the plans that show EV; null otherwise. */
export function bestBetLine({ game }: Pick<DigestGame, 'game'>): string | null {
  if (!game.best_bet) return null;
  const abbreviations = { home: game.home_team_abbreviation, away: game.away_team_abbreviation };
  return `Best bet: ${bestBetText(game.best_bet.kind === 'value' ? game.best_bet : null, abbreviations)}`;
}

function trendLines({ detail }: DigestGame): string[] {
  if (!detail) return [];
  return detail.teams.flatMap((team) =>
    team.positive.slice(0, 1).map((trend) => `${team.team_abbreviation}: ${trend}`),
  );
}

function entryLines(entry: DigestGame): string[] {
  const { game } = entry;
  return [
    `${game.matchup} · ${game.game_time}`,
    pickLine(entry),
    ...[evLine(entry), bestBetLine(entry)].filter((line): line is string => line !== null),
    ...trendLines(entry),
  ];
}

const dayLabel = (day: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/** "1 game of your favourites", "2 games matching your watchlists" */
const counted = (n: number, what: string) => `${n} game${n === 1 ? '' : 's'} ${what}`;

/** The digest of `sections` and `watchlists`; null when no favourite plays and no watchlist matches today (no email then). */
export function composeDigest(
  sections: DigestSection[],
  links: { site: string; unsubscribe: string; settings: string },
  watchlists: WatchlistSection[] = [],
): DigestContent | null {
  const withGames = sections.filter((section) => section.games.length > 0);
  const favourites = withGames.reduce((sum, section) => sum + section.games.length, 0);
  const matching = watchlists.filter((watchlist) => watchlist.games.length > 0);
  const matches = matching.reduce((sum, watchlist) => sum + watchlist.games.length, 0);
  if (favourites + matches === 0) return null;
  const gameUrl = (game: ComparisonGame) => `${links.site}/game/${encodeURIComponent(game.game_id)}`;
  const heading = (section: DigestSection) =>
    `${section.league.toUpperCase()} · ${section.replay ? `replay of ${dayLabel(section.day)}` : dayLabel(section.day)}`;
  // One block per league of the favourites, then one per watchlist that matches.
  const blocks = [
    ...withGames.map((section) => ({ title: heading(section), games: section.games })),
    ...matching.map((watchlist) => ({ title: `Today's games matching ${watchlist.name}`, games: watchlist.games })),
  ];
  const title = favourites > 0 ? "Today's games of your favourites" : "Today's games matching your watchlists";
  const summary = [
    favourites > 0 ? counted(favourites, 'of your favourites') : null,
    matches > 0 ? counted(matches, 'matching your watchlists') : null,
  ]
    .filter(Boolean)
    .join(' and ');

  const text = [
    `${title} on Vantage`,
    '',
    ...blocks.flatMap((block) => [
      block.title,
      '',
      ...block.games.flatMap((entry) => [...entryLines(entry), gameUrl(entry.game), '']),
    ]),
    'Predictions are made before each game from what was known then, and scored afterwards in public.',
    `Change what you receive: ${links.settings}`,
    `Unsubscribe from this digest: ${links.unsubscribe}`,
  ].join('\n');

  const htmlEntry = (entry: DigestGame) => {
    const [title, ...rest] = entryLines(entry);
    return `<tr><td style="padding:12px 0;border-bottom:1px solid #e5e7eb">
<a href="${escapeHtml(gameUrl(entry.game))}" style="font-weight:600;color:#1d4ed8;text-decoration:none">${escapeHtml(title)}</a>
${rest.map((line) => `<div style="color:#374151;margin-top:4px">${escapeHtml(line)}</div>`).join('\n')}
</td></tr>`;
  };
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your Vantage digest</title></head>
<body style="margin:0;background:#f3f4f6;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;font-size:15px;line-height:1.45">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:20px">
<tr><td><div style="font-size:22px;font-weight:700;color:#1677ff">Vantage</div>
<h1 style="font-size:18px;margin:8px 0 4px">${escapeHtml(title)}</h1></td></tr>
${blocks
  .map(
    (block) => `<tr><td style="padding-top:16px;font-weight:700;color:#111827">${escapeHtml(block.title)}</td></tr>
${block.games.map(htmlEntry).join('\n')}`,
  )
  .join('\n')}
<tr><td style="padding-top:16px;color:#6b7280;font-size:13px">Predictions are made before each game from what was known then, and scored afterwards in public.<br>
<a href="${escapeHtml(links.settings)}" style="color:#6b7280">Change what you receive</a> ·
<a href="${escapeHtml(links.unsubscribe)}" style="color:#6b7280">Unsubscribe from this digest</a></td></tr>
</table></td></tr></table></body></html>`;

  return {
    subject: `Your Vantage digest: ${summary} today`,
    text,
    html,
    games: favourites + matches,
  };
}
