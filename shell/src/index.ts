/** Lets the browser paint and answer input between two evaluations. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * An async boundary: Module Federation decides which copy of each shared package to use before the
 * application code that imports them runs. The largest shared packages are evaluated first, one per task,
 * rather than all inside the bootstrap's one evaluation: on a slow phone that single task blocked input
 * for most of a second.
 */
async function boot(): Promise<void> {
  for (const evaluate of [() => import('react-dom/client'), () => import('antd'), () => import('@reduxjs/toolkit')]) {
    await evaluate();
    await nextTask();
  }
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}
void boot();
