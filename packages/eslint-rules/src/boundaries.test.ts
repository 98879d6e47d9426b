import { lintPlanted } from './testing/lint-planted';

test('every boundary of the architecture fails the lint when crossed, and what is allowed passes', () => {
  const found = lintPlanted(
    {
      // The shell never imports a remote; remotes never import each other (also lazily).
      'shell/src/app/Planted.tsx': "export { App } from '../../../mfe-games/src/app/app';",
      'mfe-account/src/app/Planted.tsx': "export const load = () => import('../../../mfe-admin/src/app/app');",
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
    },
    'vantage/boundaries',
  );
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
