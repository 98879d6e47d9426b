// How a typed query finds a team, the same in the header's search (svc-sports answers it) and in every team
// picker: by a whole abbreviation, then by the start of the name, city, nickname or abbreviation, then by the
// start of a word of the name or city ("angeles", "sox"). Never inside a word: "LAD" is the Dodgers, not
// Phi-lad-elphia. Zod-free, so the pickers on the first screens can use it.

/** What a query is matched against: any of these may be absent (a picker knows only some). */
export interface MatchableTeam {
  name: string;
  code?: string;
  abbreviation?: string;
  city?: string;
  nickname?: string;
}

/** 0 = the abbreviation or code itself, 1 = a name starts with it, 2 = a word starts with it; null = no match. */
export type TeamMatchRank = 0 | 1 | 2;

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** How well `query` names `team` (lower is better), or null when it does not. */
export function teamMatchRank(team: MatchableTeam, query: string): TeamMatchRank | null {
  const q = query.trim().toLowerCase();
  if (!q) return null;
  const codes = [team.abbreviation, team.code].filter((s): s is string => !!s).map((s) => s.toLowerCase());
  if (codes.includes(q)) return 0;
  const names = [team.name, team.city, team.nickname].filter((s): s is string => !!s).map((s) => s.toLowerCase());
  if ([...codes, ...names].some((s) => s.startsWith(q))) return 1;
  const queryWords = words(q);
  if (queryWords.length === 0) return null;
  // The query's words start consecutive words of the team's names ("angeles", "los ang", "red sox").
  const teamWords = names.flatMap(words);
  const found = teamWords.some((_, i) => queryWords.every((w, j) => teamWords[i + j]?.startsWith(w) ?? false));
  return found ? 2 : null;
}

/** The teams `query` names, best matches first, in their given order within a rank. */
export function matchTeams<T extends MatchableTeam>(teams: readonly T[], query: string): T[] {
  return teams
    .map((team) => ({ team, rank: teamMatchRank(team, query) }))
    .filter((m): m is { team: T; rank: TeamMatchRank } => m.rank !== null)
    .sort((a, b) => a.rank - b.rank)
    .map((m) => m.team);
}

/**
 * The team a typed name stands for: the one whose name it is (ignoring case), else the only team it names best
 * ("ATL", "Atlanta B", "Braves"); null when it names none, or several equally well ("New York", "Sox").
 */
export function resolveTeamName<T extends MatchableTeam>(teams: readonly T[], typed: string): T | null {
  const name = typed.trim().toLowerCase();
  const exact = teams.find((team) => team.name.toLowerCase() === name);
  if (exact) return exact;
  const ranked = teams.map((team) => ({ team, rank: teamMatchRank(team, typed) }));
  const best = Math.min(...ranked.map(({ rank }) => rank ?? Infinity));
  const named = ranked.filter(({ rank }) => rank === best);
  return best !== Infinity && named.length === 1 ? named[0].team : null;
}
