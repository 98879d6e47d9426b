// The browser tests drive a real Chromium (playwright-core downloads none): say plainly what to install
// when it is missing instead of failing inside playwright.
import { existsSync, readFileSync } from 'node:fs';

const settings = JSON.parse(readFileSync(new URL('../../chromium.json', import.meta.url), 'utf8'));

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? settings.executablePath;

/** null when the browser is there; otherwise what to install. */
export function missingChromiumMessage() {
  const executable = chromiumPath();
  if (existsSync(executable)) return null;
  return [
    `The browser tests need Chromium at ${executable}, and it is not there.`,
    'Install it:  sudo apt-get install -y chromium   (Debian/Ubuntu; or set CHROMIUM_PATH to a Chromium binary)',
    'Optional:    sudo apt-get install -y nginx      (the gateway then runs real nginx; without it a Node proxy)',
    'Or skip them: VANTAGE_SKIP_E2E=1 npm test',
  ].join('\n');
}
