// Plants imports that cross each boundary and lints them with the repository's own configuration (what
// `npm run lint` runs), in a child process: ESLint's flat configuration is an ES module, which jest's
// CommonJS sandbox cannot load.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

/** The vantage/boundaries messages ESLint gives each planted file. */
function lintPlanted(files: Record<string, string>): Record<string, string[]> {
  const script = `
    const { ESLint } = await import('eslint');
    const files = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: ${JSON.stringify(ROOT)} });
    const found = {};
    for (const [file, code] of Object.entries(files)) {
      const [result] = await eslint.lintText(code, { filePath: file });
      found[file] = result.messages.filter((m) => m.ruleId === 'vantage/boundaries').map((m) => m.message);
    }
    console.log(JSON.stringify(found));`;
  const absolute = Object.fromEntries(Object.entries(files).map(([file, code]) => [path.join(ROOT, file), code]));
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(absolute)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const found = JSON.parse(output) as Record<string, string[]>;
  return Object.fromEntries(Object.entries(found).map(([file, messages]) => [path.relative(ROOT, file), messages]));
}

test('every boundary of the architecture fails the lint when crossed, and what is allowed passes', () => {
  const found = lintPlanted({
    // The shell never imports a remote; remotes never import each other (also lazily).
    'shell/src/app/Planted.tsx': "export { App } from '../../../mfe-games/src/app/App';",
    'mfe-account/src/app/Planted.tsx': "export const load = () => import('../../../mfe-admin/src/app/App');",
    // Front ends reach services only over HTTP.
    'mfe-games/src/shared/Planted.ts': "export { x } from '../../../svc-sports/src/app';",
    'mfe-admin/src/app/Planted.ts': "export { notFound } from '@vantage/service-kit/errors';",
    // Services share packages, never each other's code.
    'svc-billing/src/Planted.ts': "const auth = require('svc-auth/src/app');\nexport default auth;",
    'svc-auth/src/Planted.ts': "export { getSession } from '@vantage/client/session';",
    // Packages import no app.
    'packages/contracts/src/Planted.ts': "export * from '../../../svc-sports/src/config';",
    // Features never import other features.
    'mfe-games/src/features/dashboard/components/Planted.tsx':
      "export { MatchupPage } from '../../matchup/components/MatchupPage';",
    'mfe-games/src/features/dashboard/hooks/Planted.ts': "export { useTrends } from '@/features/mlb-trends/hooks/x';",
    // Allowed: the app's own shared code, its own feature, packages, a service's own components.
    'mfe-games/src/features/dashboard/components/Allowed.tsx':
      "export { x } from '@/shared/model/gameTime';\nexport { y } from '../hooks/useGames';\n" +
      "export { getSession } from '@vantage/client/session';",
    'svc-sports/src/teams/Allowed.ts':
      "export { x } from '../comparison/present';\nexport { notFound } from '@vantage/service-kit/errors';",
  });
  const reasons = Object.fromEntries(Object.entries(found).map(([file, messages]) => [file, messages.join(' | ')]));
  expect(reasons).toEqual({
    'shell/src/app/Planted.tsx': 'shell imports mfe-games: front ends meet only at run time, through Module Federation',
    'mfe-account/src/app/Planted.tsx':
      'mfe-account imports mfe-admin: front ends meet only at run time, through Module Federation',
    'mfe-games/src/shared/Planted.ts': 'mfe-games imports svc-sports: front ends reach services only over HTTP',
    'mfe-admin/src/app/Planted.ts': 'mfe-admin imports packages/service-kit: front ends reach services only over HTTP',
    'svc-billing/src/Planted.ts':
      "svc-billing imports svc-auth: services share packages/* but never each other's code, nor a front end's",
    'svc-auth/src/Planted.ts':
      "svc-auth imports packages/client: services share packages/* but never each other's code, nor a front end's",
    'packages/contracts/src/Planted.ts': 'packages/contracts imports svc-sports: packages import no app',
    'mfe-games/src/features/dashboard/components/Planted.tsx':
      'feature "dashboard" imports feature "matchup": features never import each other (move what both need to src/shared or src/components)',
    'mfe-games/src/features/dashboard/hooks/Planted.ts':
      'feature "dashboard" imports feature "mlb-trends": features never import each other (move what both need to src/shared or src/components)',
    'mfe-games/src/features/dashboard/components/Allowed.tsx': '',
    'svc-sports/src/teams/Allowed.ts': '',
  });
}, 60_000);
