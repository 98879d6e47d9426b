import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVICE_FOLDER } from '../paths';

const LIST_FILE = path.join(SERVICE_FOLDER, 'data/common-passwords.txt');

/** The shipped list of the 10,000 most common passwords, compared case-insensitively. */
export function loadCommonPasswords(file = LIST_FILE): (password: string) => boolean {
  const passwords = new Set(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('# '))
      .map((line) => line.toLowerCase()),
  );
  return (password) => passwords.has(password.trim().toLowerCase());
}
