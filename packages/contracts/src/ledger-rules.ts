// The public ledger's format, without zod: svc-sports commits with it, `npm run verify-ledger` and the game
// page's "verify" check with it, so the three cannot disagree. SHA-256 is passed in (node:crypto on a server,
// crypto.subtle in a browser); docs/ledger.md describes the same format for anyone writing their own verifier.

/** SHA-256 of some bytes. */
export type Sha256 = (bytes: Uint8Array) => Promise<Uint8Array>;

/** One committed prediction: a leaf of its day's tree. */
export interface LedgerPrediction {
  game_id: string;
  league: string;
  /** The game's date (US Eastern). */
  date: string;
  away: string;
  home: string;
  /** The home side's win probability, as stored. */
  p_home: number;
  recommendation: string;
  model_version: string;
  /** When the prediction was stored, ISO 8601 UTC with milliseconds. */
  created_at: string;
}

/**
 * `recorded`: the commitment was stored before the day's first scheduled start by the clock the server ran on
 * (the live clock, or a replay's). `reconstructed`: stored after it (a backfill of days already played).
 */
export const LEDGER_KINDS = ['recorded', 'reconstructed'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The previous root of a league's first committed day: 32 zero bytes. */
export const GENESIS_ROOT = '0'.repeat(64);

const LEAF_PREFIX = 0x00;
const NODE_PREFIX = 0x01;

/** One step of an inclusion path: the sibling's hash and the side it sits on. */
export interface ProofStep {
  side: 'left' | 'right';
  hash: string;
}

/**
 * The canonical text of a prediction: JSON of exactly the fields above, keys in code-point order, no
 * whitespace, strings as JSON.stringify writes them, p_home as ECMAScript writes a number (the shortest text that
 * reads back as the same double). Encoded as UTF-8 before hashing.
 */
export function canonicalPrediction(p: LedgerPrediction): string {
  const fields: LedgerPrediction = {
    game_id: p.game_id,
    league: p.league,
    date: p.date,
    away: p.away,
    home: p.home,
    p_home: p.p_home,
    recommendation: p.recommendation,
    model_version: p.model_version,
    created_at: p.created_at,
  };
  if (!Number.isFinite(p.p_home)) throw new Error('p_home must be a finite number');
  const keys = Object.keys(fields).sort() as (keyof LedgerPrediction)[];
  return `{${keys.map((k) => `${JSON.stringify(k)}:${JSON.stringify(fields[k])}`).join(',')}}`;
}

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function fromHex(hex: string): Uint8Array {
  if (!/^(?:[0-9a-f]{2})*$/.test(hex)) throw new Error(`not lower-case hex: ${hex.slice(0, 16)}`);
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** UTF-8 bytes of a string (this package runs where TextEncoder is not declared). */
function utf8(text: string): Uint8Array {
  const out: number[] = [];
  for (const char of text) {
    const c = char.codePointAt(0)!;
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return Uint8Array.from(out);
}

/** A leaf: SHA-256(0x00 ‖ UTF-8 canonical text). The prefix keeps a leaf from ever passing for a node. */
export async function leafHash(sha256: Sha256, p: LedgerPrediction): Promise<string> {
  return toHex(await sha256(concat(Uint8Array.of(LEAF_PREFIX), utf8(canonicalPrediction(p)))));
}

/** A node: SHA-256(0x01 ‖ left ‖ right), each child its 32 raw bytes. */
async function nodeHash(sha256: Sha256, left: string, right: string): Promise<string> {
  return toHex(await sha256(concat(Uint8Array.of(NODE_PREFIX), fromHex(left), fromHex(right))));
}

/** The home side's win probability as the game screens show it: percent, one decimal (svc-sports rounds so). */
export function shownPercent(pHome: number): number {
  return Math.round(100 * pHome * 10) / 10;
}

/** The leaves' order in a day's tree: by game id, compared by UTF-16 code units (ids are ASCII). */
export function compareGameIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The Merkle root of leaf hashes (already in game-id order). Each level pairs neighbours left to right; a last
 * node without a partner moves up unchanged (never paired with itself). One leaf is its own root.
 */
export async function merkleRoot(sha256: Sha256, leaves: string[]): Promise<string> {
  if (leaves.length === 0) throw new Error('a day with no prediction has no tree');
  let level = leaves;
  while (level.length > 1) {
    const next: string[] = [];
    for (let i = 0; i < level.length; i += 2)
      next.push(i + 1 < level.length ? await nodeHash(sha256, level[i], level[i + 1]) : level[i]);
    level = next;
  }
  return level[0];
}

/** The inclusion path of leaf `index`: its siblings from the bottom up (a level where it has none adds nothing). */
export async function merklePath(sha256: Sha256, leaves: string[], index: number): Promise<ProofStep[]> {
  if (index < 0 || index >= leaves.length) throw new Error('no such leaf');
  const path: ProofStep[] = [];
  let level = leaves;
  let at = index;
  while (level.length > 1) {
    const sibling = at % 2 === 0 ? at + 1 : at - 1;
    if (sibling < level.length) path.push({ side: at % 2 === 0 ? 'right' : 'left', hash: level[sibling] });
    const next: string[] = [];
    for (let i = 0; i < level.length; i += 2)
      next.push(i + 1 < level.length ? await nodeHash(sha256, level[i], level[i + 1]) : level[i]);
    level = next;
    at = Math.floor(at / 2);
  }
  return path;
}

/** The Merkle root a leaf and its path lead to. */
export async function rootFromPath(sha256: Sha256, leaf: string, path: ProofStep[]): Promise<string> {
  let hash = leaf;
  for (const step of path)
    hash = step.side === 'left' ? await nodeHash(sha256, step.hash, hash) : await nodeHash(sha256, hash, step.hash);
  return hash;
}

/** A day's root: SHA-256(previous root ‖ Merkle root), both as their 32 raw bytes. */
export async function chainRoot(sha256: Sha256, previousRoot: string, merkle: string): Promise<string> {
  return toHex(await sha256(concat(fromHex(previousRoot), fromHex(merkle))));
}

/** What one day of the ledger says, as a verifier reads it from `GET /api/<league>/ledger/?date=`. */
export interface LedgerDayView {
  date: string;
  previous_date: string | null;
  previous_root: string;
  merkle_root: string;
  root: string;
  leaves: { game_id: string; leaf_hash: string; prediction: LedgerPrediction | null }[];
}

/**
 * Everything wrong with a served day on its own: a leaf out of order, a shown prediction that does not hash to
 * its leaf (changed after its commitment), a Merkle root or a root that does not follow. Empty when it holds.
 */
export async function dayProblems(sha256: Sha256, day: LedgerDayView): Promise<string[]> {
  const problems: string[] = [];
  if (day.leaves.length === 0) return [`${day.date}: no leaves`];
  day.leaves.forEach((leaf, i) => {
    if (i > 0 && compareGameIds(day.leaves[i - 1].game_id, leaf.game_id) >= 0)
      problems.push(`${day.date}: leaf ${leaf.game_id} is out of game-id order`);
  });
  for (const leaf of day.leaves) {
    if (!leaf.prediction) continue;
    if (leaf.prediction.game_id !== leaf.game_id)
      problems.push(`${day.date}: leaf ${leaf.game_id} shows the prediction of ${leaf.prediction.game_id}`);
    else if ((await leafHash(sha256, leaf.prediction)) !== leaf.leaf_hash)
      problems.push(`${day.date}: the prediction of ${leaf.game_id} does not hash to its committed leaf`);
  }
  const merkle = await merkleRoot(
    sha256,
    day.leaves.map((l) => l.leaf_hash),
  );
  if (merkle !== day.merkle_root)
    problems.push(`${day.date}: the leaves give Merkle root ${merkle}, the day says ${day.merkle_root}`);
  const root = await chainRoot(sha256, day.previous_root, merkle);
  if (root !== day.root)
    problems.push(`${day.date}: previous root and Merkle root give ${root}, the day says ${day.root}`);
  return problems;
}
