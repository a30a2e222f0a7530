/**
 * An error with the HTTP status the REST API answers and the code a callable function answers.
 * Services throw these; the API and the callables translate them, so both speak the same rules.
 */
export type ErrorCode =
  | 'invalid-argument'
  | 'unauthenticated'
  | 'permission-denied'
  | 'not-found'
  | 'already-exists'
  | 'failed-precondition'
  | 'aborted'
  | 'resource-exhausted';

const statusOf: Record<ErrorCode, number> = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  'already-exists': 409,
  'failed-precondition': 409,
  aborted: 409,
  'resource-exhausted': 413,
};

export class HttpError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    status?: number,
    /** Sent as Retry-After with a 429. */
    readonly extra: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.status = status ?? statusOf[code];
  }
}

export const badRequest = (message: string) => new HttpError('invalid-argument', message);
export const unauthorized = (message = 'Unauthorized access.') =>
  new HttpError('unauthenticated', message);
export const forbidden = (message = 'Forbidden access.') =>
  new HttpError('permission-denied', message);
export const notFound = (message: string) => new HttpError('not-found', message);
export const conflict = (message: string) => new HttpError('failed-precondition', message);
