import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import { ServiceError, type ErrorCode } from '../services/shared/errors';

/** The callable error code for each service error code (callables have no 402, 413 or 429). */
const callableCodeOf: Record<ErrorCode, FunctionsErrorCode> = {
  'invalid-argument': 'invalid-argument',
  unauthenticated: 'unauthenticated',
  'payment-required': 'failed-precondition',
  'permission-denied': 'permission-denied',
  'not-found': 'not-found',
  'already-exists': 'already-exists',
  'failed-precondition': 'failed-precondition',
  aborted: 'aborted',
  'too-large': 'invalid-argument',
  'rate-limited': 'resource-exhausted',
  unavailable: 'unavailable',
};

/** Rethrows a service's refusal as the callable error the client SDK understands. */
export function toCallableError(error: unknown): unknown {
  return error instanceof ServiceError
    ? new HttpsError(callableCodeOf[error.code], error.message)
    : error;
}
