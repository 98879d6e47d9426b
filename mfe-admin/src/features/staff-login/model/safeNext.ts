export const STAFF_HOME = '/yoko/trends';

/**
 * Where to go after the staff login: `next` only when it is a path on this site. '//host' and '/\host' are
 * read by browsers as other hosts, so they (and anything not starting with a single '/') fall back home.
 */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return STAFF_HOME;
  // Control characters (tabs, newlines) are stripped by URL parsers and could turn '/\t/host' into '//host'.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  if (/[\u0000-\u001f\u007f]/.test(next)) return STAFF_HOME;
  return next;
}
