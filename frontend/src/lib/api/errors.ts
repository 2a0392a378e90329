import { ApiError } from './http';

/** Field → message from an API error: `details` [{ field, problems }] or { field }, and the password codes. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!(error instanceof ApiError) || !error.body) return result;
  const { details, message, code } = error.body;
  if (Array.isArray(details)) {
    for (const item of details as unknown[]) {
      if (!item || typeof item !== 'object') continue;
      const { field, problems } = item as { field?: unknown; problems?: unknown };
      if (typeof field !== 'string' || result[field]) continue;
      result[field] = Array.isArray(problems) && problems.length > 0 ? problems.map(String).join(' ') : message;
    }
  } else if (details && typeof details === 'object' && typeof (details as { field?: unknown }).field === 'string') {
    result[(details as { field: string }).field] = message;
  }
  if (code.startsWith('PASSWORD_')) result.password ??= message;
  return result;
}

/** The message to show for a failed call: the API's message, the error's own, or the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.body?.message ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
