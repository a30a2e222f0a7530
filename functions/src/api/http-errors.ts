import type { ErrorCode } from '../services/shared/errors';

/** The HTTP status the REST API answers for each service error code. */
export const httpStatusOf: Record<ErrorCode, number> = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'payment-required': 402,
  'permission-denied': 403,
  'not-found': 404,
  'already-exists': 409,
  'failed-precondition': 409,
  aborted: 409,
  'too-large': 413,
  'rate-limited': 429,
  unavailable: 503,
};
