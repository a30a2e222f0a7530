import type { Request, Response } from 'express';
import type { Deps } from '../services/deps';
import type { Caller } from './caller';
import { accountRoutes } from './handlers/accounts';
import { catalogueRoutes } from './handlers/catalogue';
import { imageRoutes } from './handlers/images';
import { orderRoutes } from './handlers/orders';
import { paymentRoutes } from './handlers/payments';

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

export interface Route {
  method: Method;
  path: string;
  access: Access;
  /** The answer, sent as JSON; a handler that writes the response itself returns undefined. */
  handle: (ctx: Context) => Promise<unknown>;
}

/** Every REST path of spec §7 served by the `api` function, plus the emulated card confirm. */
export const routes: readonly Route[] = [
  ...accountRoutes,
  ...catalogueRoutes,
  ...orderRoutes,
  ...paymentRoutes,
  ...imageRoutes,
];
