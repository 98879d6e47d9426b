import type { Team, TeamGames } from '@vantage/contracts/sports';
import { matchTeams } from '@vantage/contracts/team-match';
import { notFound } from '@vantage/service-kit/errors';
import type { Clock } from '../../clock/clock';
import type { GamesRepository } from '../games/repository';
import { compareGames, comparisonGame, statusOf, type Visibility } from '../comparison/present';
import type { ComparisonRepository, TeamRow } from '../comparison/repository';
import { seasonOf, type LeagueProfile } from '../../registry/profiles';
import type { TeamLookup } from './lookup';
import type { LineRecordsService } from '../line-records/service';

function toTeam(t: TeamRow): Team {
  return {
    code: t.code,
    name: t.name,
    city: t.city,
    league: t.league,
    division: t.division,
    abbreviation: t.abbreviation,
  };
}

export class TeamsService {
  private teams: TeamRow[] | null = null;

  constructor(
    private readonly deps: {
      comparisons: ComparisonRepository;
      games: GamesRepository;
      directory: TeamLookup;
      clock: Clock;
      profile: LeagueProfile;
      /** The team's season against the closing lines. */
      lines: LineRecordsService;
    },
  ) {}

  get league() {
    return this.deps.profile.league;
  }

  private async all(): Promise<TeamRow[]> {
    if (!this.teams) this.teams = (await this.deps.comparisons.teams()).sort((a, b) => a.name.localeCompare(b.name));
    return this.teams;
  }

  /** The teams the query names, best first (`matchTeams`: never inside a word); all teams without one. */
  async search(query: string | undefined): Promise<Team[]> {
    const teams = await this.all();
    return (query?.trim() ? matchTeams(teams, query) : teams).map(toTeam);
  }

  /** A team's games of a season (default: the season of today, else the last one with games); 404 for an unknown team. */
  async gamesOf(teamQuery: string, season: number | undefined): Promise<TeamGames> {
    const teams = await this.all();
    const code = this.deps.directory.resolve(teamQuery);
    const team =
      teams.find((t) => t.code === code) ??
      teams.find((t) => t.nickname.toLowerCase() === teamQuery.trim().toLowerCase());
    if (!team) throw notFound('Team not found.');
    const v: Visibility = { today: this.deps.clock.today(), replay: this.deps.clock.replay };
    const current = seasonOf(this.deps.profile, v.today);
    const wanted = season ?? Math.min(current, (await this.deps.games.latestSeason(this.league)) ?? current);
    const byCode = new Map(teams.map((t) => [t.code, t]));
    const games = await this.deps.games.ofTeam(this.league, team.code, wanted);
    // The recorded calls, for the games whose results are shown (the accuracy widget's, whoever asks).
    const predictions = new Map(
      (await this.deps.comparisons.predictionsOf(games.map((game) => game.id))).map((p) => [p.gameId, p]),
    );
    const rows = games.map((game) => ({
      game,
      line: null,
      prediction: predictions.get(game.id) ?? null,
      markets: null,
      trends: [],
    }));
    return {
      team: toTeam(team),
      season: wanted,
      lines: await this.deps.lines.teamSeason(team.code, wanted),
      games: rows.sort(compareGamesByDate).map((r) => {
        const g = comparisonGame(r, byCode, v, this.deps.profile, null);
        return {
          game_id: g.game_id,
          game_date: g.game_date,
          game_time: g.game_time,
          start_time: g.start_time,
          start_kind: g.start_kind,
          home_team_code: g.home_team_code,
          away_team_code: g.away_team_code,
          home_team_abbreviation: g.home_team_abbreviation,
          away_team_abbreviation: g.away_team_abbreviation,
          matchup: g.matchup,
          home_team: g.home_team,
          away_team: g.away_team,
          game_status: statusOf(r, v),
          final_score: g.final_score,
          actual_result: g.actual_result,
          predicted_winner: g.final_score && r.prediction ? g.predicted_winner : null,
          prediction_correct: g.prediction_correct,
        };
      }),
    };
  }
}

function compareGamesByDate(a: Parameters<typeof compareGames>[0], b: Parameters<typeof compareGames>[0]): number {
  return a.game.date < b.game.date ? -1 : a.game.date > b.game.date ? 1 : compareGames(a, b);
}
