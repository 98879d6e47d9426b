export default async function globalTeardown() {
  await globalThis.__VANTAGE_STACK__?.stop();
}
