import { lintPlanted } from './testing/lint-planted';

test('a file name that is not kebab-case fails the lint, with the name to use', () => {
  const found = lintPlanted(
    {
      'mfe-games/src/features/dashboard/components/GameCard.tsx': 'export const a = 1;',
      'mfe-games/src/shared/hooks/useViewer.ts': 'export const a = 1;',
      'svc-sports/src/model/walkForward.test.ts': 'export const a = 1;',
      'mfe-games/src/features/dashboard/components/game-card.tsx': 'export const a = 1;',
      'svc-sports/src/model/walk-forward.test.ts': 'export const a = 1;',
      'e2e/src/games.e2e.ts': 'export const a = 1;',
    },
    'vantage/file-names',
  );
  expect(found).toEqual({
    'mfe-games/src/features/dashboard/components/GameCard.tsx': [
      'File names are kebab-case: rename GameCard.tsx to game-card.tsx.',
    ],
    'mfe-games/src/shared/hooks/useViewer.ts': ['File names are kebab-case: rename useViewer.ts to use-viewer.ts.'],
    'svc-sports/src/model/walkForward.test.ts': [
      'File names are kebab-case: rename walkForward.test.ts to walk-forward.test.ts.',
    ],
    'mfe-games/src/features/dashboard/components/game-card.tsx': [],
    'svc-sports/src/model/walk-forward.test.ts': [],
    'e2e/src/games.e2e.ts': [],
  });
}, 60_000);
