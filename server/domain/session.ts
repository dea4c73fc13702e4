/** A customer session as the domain sees it (resolved from `X-SessionId` and the session cookie by the HTTP layer). */
export interface CustomerSession {
  /** The token the browser sent (needed to answer it back after registration). */
  token: string;
  tokenHash: string;
  /** Its public reference (what a browser page knows of it). */
  ref: string;
  /** The person who identified, `YYYYMMDD-XXXX`. */
  ssn: string;
  /** The account acted as; null while the session is temporary. */
  customerId: string | null;
  /** Temporary: the person is no customer yet and may only register. */
  temporary: boolean;
  givenName: string;
  surname: string;
  expiresAt: Date;
}

/** A session acting as an account (what an `account` call's handler gets). */
export type AccountSession = CustomerSession & { customerId: string; temporary: false };
