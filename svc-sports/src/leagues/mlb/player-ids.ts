import fs from 'node:fs';
import path from 'node:path';
import { parseCsvRecords } from '../../data/csv';
import type { ApiPerson } from './statsapi/statsapi';

/**
 * Case-, accent- and suffix-insensitive name key ("José Berríos" = "Jose Berrios"; the Stats API's "Vladimir
 * Guerrero Jr." = Retrosheet's "Vladimir Guerrero").
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/,?\s+(jr|sr|ii|iii|iv)\.?\s*$/i, '')
    .replace(/[^a-z]/gi, '')
    .toLowerCase();
}

/**
 * Retrosheet ids of the shipped starting nines (data/batters.csv) by name key. A name several players shared goes
 * to the one in a starting nine most recently (a father and son, an old and a current player); a tie matches none.
 * No file, no names: every batter then keeps his MLB id.
 */
export function batterIdsByName(dir: string): Map<string, string> {
  const file = path.join(dir, 'batters.csv');
  if (!fs.existsSync(file)) return new Map();
  const best = new Map<string, { id: string | null; season: number }>();
  for (const r of parseCsvRecords(fs.readFileSync(file, 'utf8'))) {
    const key = nameKey(r.name);
    const season = Number(r.last_season);
    const seen = best.get(key);
    if (!seen || season > seen.season) best.set(key, { id: r.id, season });
    else if (season === seen.season) seen.id = null;
  }
  return new Map([...best].flatMap(([key, b]) => (b.id ? [[key, b.id] as [string, string]] : [])));
}

/**
 * Our id of a Stats API player: his Retrosheet id when the name matches one of the shipped seasons (so his
 * history and ratings carry over), else `mlb-<id>`, under which his Stats API seasons are stored too.
 */
export class PlayerIds {
  constructor(
    private readonly pitchers: Map<string, string>,
    private readonly batters: Map<string, string>,
  ) {}

  pitcher(p: ApiPerson): string {
    return this.pitchers.get(nameKey(p.name)) ?? `mlb-${p.mlbId}`;
  }

  batter(p: ApiPerson): string {
    return this.batters.get(nameKey(p.name)) ?? `mlb-${p.mlbId}`;
  }
}
