/** The date a game id of ours names ("2023-08-02-BOS-SEA-0", "nba-2024-02-14-LAL-DEN-0"), or null for any other id. */
export function gameDateOfId(gameId: string): string | null {
  return /^(?:[a-z]{3}-)?(\d{4}-\d{2}-\d{2})-/.exec(gameId)?.[1] ?? null;
}

/**
 * Whether a /game/{gameId} path segment can name a game at all: the invalid-id screen shows for an empty
 * or malformed id (an id the API does not know is not found).
 */
export function isWellFormedGameId(gameId: string | undefined): gameId is string {
  return gameId !== undefined && /^[A-Za-z0-9][A-Za-z0-9_-]{2,63}$/.test(gameId);
}
