/** Lets the browser paint and answer input between two evaluations. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * An async boundary: Module Federation decides which copy of each shared package to use before the
 * application code that imports them runs. The largest shared packages are evaluated first, one per task,
 * rather than all inside the bootstrap's one evaluation: on a slow phone that single task blocked input
 * for most of a second. RTK Query's React entry and the router are shared packages of their own. Of antd,
 * whose components are shared one by one (the page loads those it renders), the part every page runs goes first:
 * its style engine and the ConfigProvider, with the theme's code.
 */
async function boot(): Promise<void> {
  // The federation runtime starts as this file is evaluated; loading the first shared package (its share
  // scope, version checks and a script element per chunk) is a task of its own after it.
  await nextTask();
  for (const evaluate of [
    () => import('react-dom/client'),
    () => import('@ant-design/cssinjs'),
    () => import('antd/es/config-provider'),
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
