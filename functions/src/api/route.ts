import type { Request, Response } from 'express';
import type { RateLimitName } from '../config';
import type { Caller } from '../services/shared/caller';
import type { Deps } from '../services/shared/deps';
import type { RateLimitGate } from '../services/shared/rate-limit';

/** public: no token needed; user: any signed-in account; admin: the admin claim, checked live. */
export type Access = 'public' | 'user' | 'admin';
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface Context {
  req: Request;
  res: Response;
  deps: Deps;
  /** Present on user and admin routes. */
  caller: Caller;
  /** The raw bearer token (PUT /user/{email} mints the login token from it). */
  token: string;
  /** Whether the caller is an admin now (looked up once per request, on demand). */
  isAdmin: () => Promise<boolean>;
  /**
   * The caller's allowance under the route's `rateLimit` (present on those routes only). The
   * handler hands it to its use case, which counts the attempt with its own writes (`admit`), or
   * counts it before a call to the gateway (`take`); one that did neither is counted once it
   * succeeded.
   */
  rateLimit: RateLimitGate;
  status: (code: number) => void;
}

/** One REST path: a handler parses, authorises, calls a service and shapes the spec's answer. */
export interface Route {
  method: Method;
  path: string;
  access: Access;
  /**
   * The per-user limit (config.ts `rateLimits`) the route's attempts count against: after
   * authentication the app refuses a caller whose window is full (429 with Retry-After, writing
   * nothing) and hands the handler `ctx.rateLimit`. User and admin routes only.
   */
  rateLimit?: RateLimitName;
  /** The answer, sent as JSON; a handler that writes the response itself returns undefined. */
  handle: (ctx: Context) => Promise<unknown>;
}
