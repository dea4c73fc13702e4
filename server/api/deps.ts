import type { ServerConfig } from '../config';
import type { Database } from '../db';

/** What every API module is built from. */
export interface ApiDeps {
  config: ServerConfig;
  database: Database;
  /** Build version reported by `/api/health`. */
  version: string;
}
