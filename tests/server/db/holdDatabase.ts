/**
 * A second process for the single-writer tests: opens the embedded database
 * in the folder given, says `ready <pid>` and holds it until it is killed
 * (SIGTERM closes it first).
 */
import { openDatabase } from '../../../server/db';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: holdDatabase.ts <dataDir>');
const database = await openDatabase({ dataDir });
process.on('SIGTERM', () => {
  void database.close().finally(() => process.exit(0));
});
process.stdout.write(`ready ${process.pid}\n`);
setInterval(() => undefined, 60_000);
