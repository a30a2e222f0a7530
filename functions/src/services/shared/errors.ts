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
    /** The part a refusal is about (a checkout's line), so a client can point at its line. */
    readonly partId?: string,
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
/** A checkout line refused for its part's state now (gone, out of stock, too few left). */
export const lineConflict = (message: string, partId: string) =>
  new ServiceError('failed-precondition', message, undefined, partId);
/** A checkout line refused for what it asks (below the part's minimum order). */
export const lineBadRequest = (message: string, partId: string) =>
  new ServiceError('invalid-argument', message, undefined, partId);
