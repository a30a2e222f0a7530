/** Who is calling, from a verified token. Whether they are an admin is read live, not from here. */
export interface Caller {
  uid: string;
  email: string;
  emailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
  /** How the caller proved who they are: an ID token can mint a login token; a session cannot. */
  via: 'idToken' | 'session';
  /** When the account signed in (the token's auth_time), in ms: PUT /user needs a recent one. */
  signedInAt?: number;
  /** When the presented token expires (its exp), in ms: Logout keeps its record until then. */
  expiresAt?: number;
}
