import { ApiError } from './api-client';

/** The message to show for a failed call: the server's own `error` text when it sent one. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
