// What rendering the header search costs, as AutoComplete and as its stand-in, against the frame around it alone:
//   cd shell && NODE_ENV=production npx tsx --tsconfig tsconfig.json \
//     src/features/team-search/components/team-search-render.bench.tsx
// (renderToString, the server's render; the browser's hydration renders the same components.)
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ConfigProvider } from 'antd';
import { createAppStore } from '@vantage/client/store';
import { ANTD_THEME } from '@/app/antd-theme';
import { TeamSearch } from './team-search';
import { TeamSearchOnDemand } from './team-search-on-demand';

const RUNS = 1_000;
const store = createAppStore();

function inFrame(element: ReactElement): ReactElement {
  return (
    <Provider store={store}>
      <MemoryRouter>
        <ConfigProvider theme={ANTD_THEME} iconPrefixCls="anticon">
          {element}
        </ConfigProvider>
      </MemoryRouter>
    </Provider>
  );
}

/** Milliseconds a render of `element` takes, after a warm-up. */
function msPerRender(element: ReactElement): number {
  for (let run = 0; run < RUNS / 5; run++) renderToString(element);
  const started = performance.now();
  for (let run = 0; run < RUNS; run++) renderToString(element);
  return (performance.now() - started) / RUNS;
}

for (let round = 1; round <= 3; round++) {
  const frame = msPerRender(inFrame(<span />));
  const autoComplete = msPerRender(inFrame(<TeamSearch />));
  const standIn = msPerRender(inFrame(<TeamSearchOnDemand />));
  console.log(
    `round ${round}: frame alone ${frame.toFixed(2)} ms, AutoComplete ${autoComplete.toFixed(2)} ms, stand-in ${standIn.toFixed(2)} ms`,
  );
}
