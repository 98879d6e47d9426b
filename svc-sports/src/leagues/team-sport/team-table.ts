import { z } from 'zod';
import type { LeagueTeam } from './teams';
import type { League } from './types';

const place = { lat: z.number(), lon: z.number(), utcOffset: z.number() };

/**
 * A league's teams.json: one row per team as it is today (code, city, nickname, conference, division, the arena's
 * latitude and longitude, its standard UTC offset), then the changes: moves and renames (`history`, each identity
 * with the last season it was used), a first season (expansion since 2010) and every other spelling the sources use
 * (`aliases`: lower-case codes, old and full names).
 */
const teamTableSchema = z.strictObject({
  teams: z.array(
    z.tuple([z.string(), z.string(), z.string(), z.string(), z.string(), place.lat, place.lon, place.utcOffset]),
  ),
  changes: z.array(
    z.strictObject({
      code: z.string(),
      firstSeason: z.number().int().optional(),
      aliases: z.array(z.string()).optional(),
      history: z
        .array(
          z.strictObject({ until: z.number().int(), code: z.string(), name: z.string(), city: z.string(), ...place }),
        )
        .optional(),
    }),
  ),
});

/** The teams of a league's table (its folder's teams.json), checked; throws naming the league on a malformed one. */
export function teamTable(league: League, json: unknown): LeagueTeam[] {
  const parsed = teamTableSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${league}: teams.json does not read: ${z.prettifyError(parsed.error)}`);
  const { teams, changes } = parsed.data;
  for (const change of changes)
    if (!teams.some(([code]) => code === change.code))
      throw new Error(`${league}: teams.json changes ${change.code}, no team of its table`);
  return teams.map(([code, city, nickname, conference, division, lat, lon, utcOffset]) => ({
    league,
    code,
    name: `${city} ${nickname}`,
    city,
    conference,
    division,
    lat,
    lon,
    utcOffset,
    ...changes.find((change) => change.code === code),
  }));
}
