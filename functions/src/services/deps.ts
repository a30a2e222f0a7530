import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { Config } from '../config';

/** What every handler and service needs, passed in so each can be built and tested alone. */
export interface Deps {
  db: Firestore;
  auth: Auth;
  config: Config;
  now: () => number;
}
