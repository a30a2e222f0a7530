/**
 * Why a use case refused. Services throw these; each door translates the code: the REST API to
 * an HTTP status (api/http-errors.ts), a callable to its error code (callables/errors.ts), so
 * every door speaks the same rules.
 */
export type ErrorCode =
  | 'invalid-argument'
  | 'unauthenticated'
  | 'permission-denied'
  | 'not-found'
  | 'already-exists'
  | 'failed-precondition'
  | 'aborted'
  | 'payment-required'
  | 'too-large'
  | 'rate-limited'
  | 'unavailable';

export class ServiceError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** How long to wait before trying again (rate limits). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ServiceError('invalid-argument', message);
export const unauthorized = (message = 'Unauthorized access.') =>
  new ServiceError('unauthenticated', message);
export const forbidden = (message = 'Forbidden access.') =>
  new ServiceError('permission-denied', message);
export const notFound = (message: string) => new ServiceError('not-found', message);
export const conflict = (message: string) => new ServiceError('failed-precondition', message);
