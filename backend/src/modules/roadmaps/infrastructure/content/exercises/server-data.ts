/**
 * The lesson exercise of each backend and data module: the practice problem (slug) that gates the
 * module's completion. The problems are in practice's content (problems/lessons-server-data.ts).
 */
export const SERVER_DATA_EXERCISES: Record<string, string[]> = {
  'backend-language-node': ['event-loop-log-order'],
  'authentication-and-sessions': ['check-order-access'],
  'caching-basics': ['cache-aside-hits'],
  'background-jobs-and-queues': ['idempotent-job-deliveries'],
  'backend-testing': ['find-flaky-tests'],
  'python-for-data': ['price-column-summary'],
  'statistics-basics': ['mean-and-median'],
  'pandas-data-wrangling': ['clean-order-rows'],
  'data-pipelines-etl': ['batch-quality-checks'],
  'machine-learning-basics': ['accuracy-precision-recall'],
  'data-visualization': ['histogram-bin-counts'],
};
