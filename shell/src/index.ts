import { startFirstScreenPreloads } from './app/firstScreenPreloads';

startFirstScreenPreloads();
// An async boundary: Module Federation decides which copy of each shared package to use before the
// application code that imports them runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
