import type { Request, Response } from 'express';
import type { Caller } from '../services/caller';
import type { Deps } from '../services/deps';

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
  status: (code: number) => void;
}

/** One REST path: a handler parses, authorises, calls a service and shapes the spec's answer. */
export interface Route {
  method: Method;
  path: string;
  access: Access;
  /** The answer, sent as JSON; a handler that writes the response itself returns undefined. */
  handle: (ctx: Context) => Promise<unknown>;
}
