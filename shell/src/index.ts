/** Lets the browser paint and answer input between two evaluations. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// antd alone was one 150 ms task (4× slower CPU): its heaviest parts go first, one task each, so that antd's
// own index only ties together modules already evaluated. They all come in one chunk (ANTD_CHUNK in
// @vantage/build-config), so this splits the evaluation, not the download.
const ANTD_PARTS = [
  () => import('@ant-design/cssinjs'),
  () => import('antd/es/config-provider'),
  () => import('antd/es/typography'),
  () => import('antd/es/tabs'),
];

/**
 * An async boundary: Module Federation decides which copy of each shared package to use before the
 * application code that imports them runs. The largest shared packages are evaluated first, one per task,
 * rather than all inside the bootstrap's one evaluation: on a slow phone that single task blocked input
 * for most of a second. RTK Query's React entry and the router are shared packages of their own.
 */
async function boot(): Promise<void> {
  // The federation runtime starts as this file is evaluated; loading the first shared package (its share
  // scope, version checks and a script element per chunk) is a task of its own after it.
  await nextTask();
  for (const evaluate of [
    () => import('react-dom/client'),
    ...ANTD_PARTS,
    () => import('antd'),
    () => import('@reduxjs/toolkit'),
    () => import('@reduxjs/toolkit/query/react'),
    () => import('react-router-dom'),
    // The API and its endpoints are built as their modules load (createApi, injectEndpoints); then the store.
    () => import('@vantage/client/sports-api'),
    () => import('@vantage/client/store'),
  ]) {
    await evaluate();
    await nextTask();
  }
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}
void boot();
