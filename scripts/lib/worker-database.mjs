/** The database of Jest worker `workerId` (1, 2, …): the run's database name with `_w<id>` (no imports: test/preload.js loads it per test file). */
export function workerDatabaseUrl(templateUrl, workerId) {
  const url = new URL(templateUrl);
  url.pathname = `${url.pathname}_w${Number(workerId) || 1}`;
  return url.toString();
}
