-- Favourite sports and teams as svc-auth accepts them from now on (product rules §9): a sport is one of the four
-- leagues Vantage covers, a team one of its league's real teams, stored by its full name. Profiles saved before
-- held free text: a name that names one team alone ("Braves", "ATL", "Atlanta Braves") becomes that team's name,
-- once; a name that names no team of its league, or several equally well ("New York"), is dropped, as are the
-- sports Vantage does not cover and their teams. The same rules as resolveTeamName (packages/contracts), with the
-- teams of this release.
WITH teams(sport, code, abbreviation, name, city, nickname) AS (
  VALUES
    ('MLB', 'ARI', 'AZ', 'Arizona Diamondbacks', 'Arizona', 'D-backs'),
    ('MLB', 'ATL', 'ATL', 'Atlanta Braves', 'Atlanta', 'Braves'),
    ('MLB', 'BAL', 'BAL', 'Baltimore Orioles', 'Baltimore', 'Orioles'),
    ('MLB', 'BOS', 'BOS', 'Boston Red Sox', 'Boston', 'Red Sox'),
    ('MLB', 'CHN', 'CHC', 'Chicago Cubs', 'Chicago', 'Cubs'),
    ('MLB', 'CHA', 'CWS', 'Chicago White Sox', 'Chicago', 'White Sox'),
    ('MLB', 'CIN', 'CIN', 'Cincinnati Reds', 'Cincinnati', 'Reds'),
    ('MLB', 'CLE', 'CLE', 'Cleveland Guardians', 'Cleveland', 'Guardians'),
    ('MLB', 'COL', 'COL', 'Colorado Rockies', 'Colorado', 'Rockies'),
    ('MLB', 'DET', 'DET', 'Detroit Tigers', 'Detroit', 'Tigers'),
    ('MLB', 'HOU', 'HOU', 'Houston Astros', 'Houston', 'Astros'),
    ('MLB', 'KCA', 'KC', 'Kansas City Royals', 'Kansas City', 'Royals'),
    ('MLB', 'ANA', 'LAA', 'Los Angeles Angels', 'Anaheim', 'Angels'),
    ('MLB', 'LAN', 'LAD', 'Los Angeles Dodgers', 'Los Angeles', 'Dodgers'),
    ('MLB', 'MIA', 'MIA', 'Miami Marlins', 'Miami', 'Marlins'),
    ('MLB', 'MIL', 'MIL', 'Milwaukee Brewers', 'Milwaukee', 'Brewers'),
    ('MLB', 'MIN', 'MIN', 'Minnesota Twins', 'Minnesota', 'Twins'),
    ('MLB', 'NYN', 'NYM', 'New York Mets', 'New York', 'Mets'),
    ('MLB', 'NYA', 'NYY', 'New York Yankees', 'New York', 'Yankees'),
    ('MLB', 'OAK', 'OAK', 'Oakland Athletics', 'Oakland', 'Athletics'),
    ('MLB', 'PHI', 'PHI', 'Philadelphia Phillies', 'Philadelphia', 'Phillies'),
    ('MLB', 'PIT', 'PIT', 'Pittsburgh Pirates', 'Pittsburgh', 'Pirates'),
    ('MLB', 'SDN', 'SD', 'San Diego Padres', 'San Diego', 'Padres'),
    ('MLB', 'SFN', 'SF', 'San Francisco Giants', 'San Francisco', 'Giants'),
    ('MLB', 'SEA', 'SEA', 'Seattle Mariners', 'Seattle', 'Mariners'),
    ('MLB', 'SLN', 'STL', 'St. Louis Cardinals', 'St. Louis', 'Cardinals'),
    ('MLB', 'TBA', 'TB', 'Tampa Bay Rays', 'Tampa Bay', 'Rays'),
    ('MLB', 'TEX', 'TEX', 'Texas Rangers', 'Texas', 'Rangers'),
    ('MLB', 'TOR', 'TOR', 'Toronto Blue Jays', 'Toronto', 'Blue Jays'),
    ('MLB', 'WAS', 'WSH', 'Washington Nationals', 'Washington', 'Nationals'),
    ('NBA', 'ATL', 'ATL', 'Atlanta Hawks', 'Atlanta', 'Hawks'),
    ('NBA', 'BOS', 'BOS', 'Boston Celtics', 'Boston', 'Celtics'),
    ('NBA', 'BKN', 'BKN', 'Brooklyn Nets', 'Brooklyn', 'Nets'),
    ('NBA', 'CHA', 'CHA', 'Charlotte Hornets', 'Charlotte', 'Hornets'),
    ('NBA', 'CHI', 'CHI', 'Chicago Bulls', 'Chicago', 'Bulls'),
    ('NBA', 'CLE', 'CLE', 'Cleveland Cavaliers', 'Cleveland', 'Cavaliers'),
    ('NBA', 'DAL', 'DAL', 'Dallas Mavericks', 'Dallas', 'Mavericks'),
    ('NBA', 'DEN', 'DEN', 'Denver Nuggets', 'Denver', 'Nuggets'),
    ('NBA', 'DET', 'DET', 'Detroit Pistons', 'Detroit', 'Pistons'),
    ('NBA', 'GSW', 'GSW', 'Golden State Warriors', 'Golden State', 'Warriors'),
    ('NBA', 'HOU', 'HOU', 'Houston Rockets', 'Houston', 'Rockets'),
    ('NBA', 'IND', 'IND', 'Indiana Pacers', 'Indiana', 'Pacers'),
    ('NBA', 'LAC', 'LAC', 'Los Angeles Clippers', 'Los Angeles', 'Clippers'),
    ('NBA', 'LAL', 'LAL', 'Los Angeles Lakers', 'Los Angeles', 'Lakers'),
    ('NBA', 'MEM', 'MEM', 'Memphis Grizzlies', 'Memphis', 'Grizzlies'),
    ('NBA', 'MIA', 'MIA', 'Miami Heat', 'Miami', 'Heat'),
    ('NBA', 'MIL', 'MIL', 'Milwaukee Bucks', 'Milwaukee', 'Bucks'),
    ('NBA', 'MIN', 'MIN', 'Minnesota Timberwolves', 'Minnesota', 'Timberwolves'),
    ('NBA', 'NOP', 'NOP', 'New Orleans Pelicans', 'New Orleans', 'Pelicans'),
    ('NBA', 'NYK', 'NYK', 'New York Knicks', 'New York', 'Knicks'),
    ('NBA', 'OKC', 'OKC', 'Oklahoma City Thunder', 'Oklahoma City', 'Thunder'),
    ('NBA', 'ORL', 'ORL', 'Orlando Magic', 'Orlando', 'Magic'),
    ('NBA', 'PHI', 'PHI', 'Philadelphia 76ers', 'Philadelphia', '76ers'),
    ('NBA', 'PHX', 'PHX', 'Phoenix Suns', 'Phoenix', 'Suns'),
    ('NBA', 'POR', 'POR', 'Portland Trail Blazers', 'Portland', 'Trail Blazers'),
    ('NBA', 'SAC', 'SAC', 'Sacramento Kings', 'Sacramento', 'Kings'),
    ('NBA', 'SAS', 'SAS', 'San Antonio Spurs', 'San Antonio', 'Spurs'),
    ('NBA', 'TOR', 'TOR', 'Toronto Raptors', 'Toronto', 'Raptors'),
    ('NBA', 'UTA', 'UTA', 'Utah Jazz', 'Utah', 'Jazz'),
    ('NBA', 'WAS', 'WAS', 'Washington Wizards', 'Washington', 'Wizards'),
    ('NFL', 'ARI', 'ARI', 'Arizona Cardinals', 'Arizona', 'Cardinals'),
    ('NFL', 'ATL', 'ATL', 'Atlanta Falcons', 'Atlanta', 'Falcons'),
    ('NFL', 'BAL', 'BAL', 'Baltimore Ravens', 'Baltimore', 'Ravens'),
    ('NFL', 'BUF', 'BUF', 'Buffalo Bills', 'Buffalo', 'Bills'),
    ('NFL', 'CAR', 'CAR', 'Carolina Panthers', 'Carolina', 'Panthers'),
    ('NFL', 'CHI', 'CHI', 'Chicago Bears', 'Chicago', 'Bears'),
    ('NFL', 'CIN', 'CIN', 'Cincinnati Bengals', 'Cincinnati', 'Bengals'),
    ('NFL', 'CLE', 'CLE', 'Cleveland Browns', 'Cleveland', 'Browns'),
    ('NFL', 'DAL', 'DAL', 'Dallas Cowboys', 'Dallas', 'Cowboys'),
    ('NFL', 'DEN', 'DEN', 'Denver Broncos', 'Denver', 'Broncos'),
    ('NFL', 'DET', 'DET', 'Detroit Lions', 'Detroit', 'Lions'),
    ('NFL', 'GB', 'GB', 'Green Bay Packers', 'Green Bay', 'Packers'),
    ('NFL', 'HOU', 'HOU', 'Houston Texans', 'Houston', 'Texans'),
    ('NFL', 'IND', 'IND', 'Indianapolis Colts', 'Indianapolis', 'Colts'),
    ('NFL', 'JAX', 'JAX', 'Jacksonville Jaguars', 'Jacksonville', 'Jaguars'),
    ('NFL', 'KC', 'KC', 'Kansas City Chiefs', 'Kansas City', 'Chiefs'),
    ('NFL', 'LV', 'LV', 'Las Vegas Raiders', 'Las Vegas', 'Raiders'),
    ('NFL', 'LAC', 'LAC', 'Los Angeles Chargers', 'Los Angeles', 'Chargers'),
    ('NFL', 'LAR', 'LAR', 'Los Angeles Rams', 'Los Angeles', 'Rams'),
    ('NFL', 'MIA', 'MIA', 'Miami Dolphins', 'Miami', 'Dolphins'),
    ('NFL', 'MIN', 'MIN', 'Minnesota Vikings', 'Minnesota', 'Vikings'),
    ('NFL', 'NE', 'NE', 'New England Patriots', 'New England', 'Patriots'),
    ('NFL', 'NO', 'NO', 'New Orleans Saints', 'New Orleans', 'Saints'),
    ('NFL', 'NYG', 'NYG', 'New York Giants', 'New York', 'Giants'),
    ('NFL', 'NYJ', 'NYJ', 'New York Jets', 'New York', 'Jets'),
    ('NFL', 'PHI', 'PHI', 'Philadelphia Eagles', 'Philadelphia', 'Eagles'),
    ('NFL', 'PIT', 'PIT', 'Pittsburgh Steelers', 'Pittsburgh', 'Steelers'),
    ('NFL', 'SF', 'SF', 'San Francisco 49ers', 'San Francisco', '49ers'),
    ('NFL', 'SEA', 'SEA', 'Seattle Seahawks', 'Seattle', 'Seahawks'),
    ('NFL', 'TB', 'TB', 'Tampa Bay Buccaneers', 'Tampa Bay', 'Buccaneers'),
    ('NFL', 'TEN', 'TEN', 'Tennessee Titans', 'Tennessee', 'Titans'),
    ('NFL', 'WAS', 'WAS', 'Washington Commanders', 'Washington', 'Commanders'),
    ('NHL', 'ANA', 'ANA', 'Anaheim Ducks', 'Anaheim', 'Ducks'),
    ('NHL', 'BOS', 'BOS', 'Boston Bruins', 'Boston', 'Bruins'),
    ('NHL', 'BUF', 'BUF', 'Buffalo Sabres', 'Buffalo', 'Sabres'),
    ('NHL', 'CGY', 'CGY', 'Calgary Flames', 'Calgary', 'Flames'),
    ('NHL', 'CAR', 'CAR', 'Carolina Hurricanes', 'Carolina', 'Hurricanes'),
    ('NHL', 'CHI', 'CHI', 'Chicago Blackhawks', 'Chicago', 'Blackhawks'),
    ('NHL', 'COL', 'COL', 'Colorado Avalanche', 'Colorado', 'Avalanche'),
    ('NHL', 'CBJ', 'CBJ', 'Columbus Blue Jackets', 'Columbus', 'Blue Jackets'),
    ('NHL', 'DAL', 'DAL', 'Dallas Stars', 'Dallas', 'Stars'),
    ('NHL', 'DET', 'DET', 'Detroit Red Wings', 'Detroit', 'Red Wings'),
    ('NHL', 'EDM', 'EDM', 'Edmonton Oilers', 'Edmonton', 'Oilers'),
    ('NHL', 'FLA', 'FLA', 'Florida Panthers', 'Florida', 'Panthers'),
    ('NHL', 'LAK', 'LAK', 'Los Angeles Kings', 'Los Angeles', 'Kings'),
    ('NHL', 'MIN', 'MIN', 'Minnesota Wild', 'Minnesota', 'Wild'),
    ('NHL', 'MTL', 'MTL', 'Montreal Canadiens', 'Montreal', 'Canadiens'),
    ('NHL', 'NSH', 'NSH', 'Nashville Predators', 'Nashville', 'Predators'),
    ('NHL', 'NJD', 'NJD', 'New Jersey Devils', 'New Jersey', 'Devils'),
    ('NHL', 'NYI', 'NYI', 'New York Islanders', 'New York', 'Islanders'),
    ('NHL', 'NYR', 'NYR', 'New York Rangers', 'New York', 'Rangers'),
    ('NHL', 'OTT', 'OTT', 'Ottawa Senators', 'Ottawa', 'Senators'),
    ('NHL', 'PHI', 'PHI', 'Philadelphia Flyers', 'Philadelphia', 'Flyers'),
    ('NHL', 'PIT', 'PIT', 'Pittsburgh Penguins', 'Pittsburgh', 'Penguins'),
    ('NHL', 'SJS', 'SJS', 'San Jose Sharks', 'San Jose', 'Sharks'),
    ('NHL', 'SEA', 'SEA', 'Seattle Kraken', 'Seattle', 'Kraken'),
    ('NHL', 'STL', 'STL', 'St. Louis Blues', 'St. Louis', 'Blues'),
    ('NHL', 'TBL', 'TBL', 'Tampa Bay Lightning', 'Tampa Bay', 'Lightning'),
    ('NHL', 'TOR', 'TOR', 'Toronto Maple Leafs', 'Toronto', 'Maple Leafs'),
    ('NHL', 'UTA', 'UTA', 'Utah Hockey Club', 'Utah', 'Hockey Club'),
    ('NHL', 'VAN', 'VAN', 'Vancouver Canucks', 'Vancouver', 'Canucks'),
    ('NHL', 'VGK', 'VGK', 'Vegas Golden Knights', 'Vegas', 'Golden Knights'),
    ('NHL', 'WSH', 'WSH', 'Washington Capitals', 'Washington', 'Capitals'),
    ('NHL', 'WPG', 'WPG', 'Winnipeg Jets', 'Winnipeg', 'Jets')
),
favourites AS (
  SELECT users.id, entry.key AS sport, typed.position, lower(btrim(typed.value)) AS query
  FROM auth.users AS users
  CROSS JOIN LATERAL jsonb_each(users.favorite_teams) AS entry(key, value)
  CROSS JOIN LATERAL jsonb_array_elements_text(
    CASE WHEN jsonb_typeof(entry.value) = 'array' THEN entry.value ELSE '[]'::jsonb END
  ) WITH ORDINALITY AS typed(value, position)
  WHERE entry.key IN ('MLB', 'NFL', 'NBA', 'NHL')
),
ranked AS (
  SELECT favourites.id, favourites.sport, favourites.position, teams.name,
    CASE
      WHEN favourites.query = lower(teams.name) THEN -1
      WHEN favourites.query IN (lower(teams.code), lower(teams.abbreviation)) THEN 0
      WHEN favourites.query <> '' AND favourites.query IN (
        left(lower(teams.code), length(favourites.query)),
        left(lower(teams.abbreviation), length(favourites.query)),
        left(lower(teams.name), length(favourites.query)),
        left(lower(teams.city), length(favourites.query)),
        left(lower(teams.nickname), length(favourites.query))
      ) THEN 1
      -- The query's words start consecutive words of the team's names ("angeles", "red sox").
      WHEN favourites.query ~ '[[:alnum:]]'
        AND ' ' || regexp_replace(lower(teams.name || ' ' || teams.city || ' ' || teams.nickname), '[^[:alnum:]]+', ' ', 'g')
          ~ (' ' || regexp_replace(btrim(regexp_replace(favourites.query, '[^[:alnum:]]+', ' ', 'g')), ' ', '[[:alnum:]]* ', 'g'))
        THEN 2
    END AS rank
  FROM favourites
  JOIN teams ON teams.sport = favourites.sport
),
best AS (
  SELECT id, sport, position, min(rank) AS rank FROM ranked WHERE rank IS NOT NULL GROUP BY id, sport, position
),
resolved AS (
  SELECT ranked.id, ranked.sport, ranked.position, min(ranked.name) AS name
  FROM ranked
  JOIN best ON best.id = ranked.id AND best.sport = ranked.sport AND best.position = ranked.position
  WHERE ranked.rank = best.rank
  GROUP BY ranked.id, ranked.sport, ranked.position
  HAVING count(*) = 1
),
kept AS (
  SELECT id, sport, jsonb_agg(name ORDER BY first_position) AS names
  FROM (SELECT id, sport, name, min(position) AS first_position FROM resolved GROUP BY id, sport, name) AS once
  GROUP BY id, sport
)
UPDATE auth.users AS users
SET favorite_teams = coalesce((SELECT jsonb_object_agg(kept.sport, kept.names) FROM kept WHERE kept.id = users.id), '{}'::jsonb)
WHERE users.favorite_teams <> '{}'::jsonb;
--> statement-breakpoint
UPDATE auth.users
SET favorite_sports = (
  SELECT coalesce(jsonb_agg(sport ORDER BY position), '[]'::jsonb)
  FROM jsonb_array_elements_text(favorite_sports) WITH ORDINALITY AS chosen(sport, position)
  WHERE sport IN ('MLB', 'NFL', 'NBA', 'NHL')
)
WHERE jsonb_typeof(favorite_sports) = 'array'
  AND EXISTS (
    SELECT 1 FROM jsonb_array_elements_text(favorite_sports) AS chosen(sport)
    WHERE sport NOT IN ('MLB', 'NFL', 'NBA', 'NHL')
  );
