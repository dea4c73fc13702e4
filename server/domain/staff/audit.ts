import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { StaffAuditEntry } from '../../../api/contract/directory';
import type { Db } from '../../db';
import { staffAudit } from '../../db/schema';
import { Refusal } from '../refusal';

/** One staff action to record (its time is the server clock's when it is written). */
export interface StaffAction {
  actor: { subject: string; username: string; name: string };
  customerSsn: string;
  action: string;
  status: number;
  subject: string | null;
}

export async function recordStaffAction(db: Db, at: Date, action: StaffAction): Promise<void> {
  await db.insert(staffAudit).values({
    at,
    actorSubject: action.actor.subject,
    actorUsername: action.actor.username,
    actorName: action.actor.name,
    customerSsn: action.customerSsn,
    action: action.action,
    status: action.status,
    subject: action.subject,
  });
}

const DEFAULT_PAGE = 50;

/** A cursor names the last entry read: its time and id. */
const encodeCursor = (at: Date, id: string) => Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
function decodeCursor(cursor: string): { at: Date; id: string } {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const at = new Date(iso ?? '');
  if (!id || Number.isNaN(at.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) {
    throw new Refusal('invalid', 'Bad cursor', [{ field: 'query.cursor', message: 'common.formErrors.default' }]);
  }
  return { at, id };
}

/** The audit log newest first, a page at a time, optionally for one customer. */
export async function listStaffAudit(
  db: Db,
  query: { ssn?: string; limit?: number; cursor?: string },
): Promise<{ items: StaffAuditEntry[]; nextCursor: string | null }> {
  const limit = query.limit ?? DEFAULT_PAGE;
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await db
    .select()
    .from(staffAudit)
    .where(
      and(
        query.ssn ? eq(staffAudit.customerSsn, query.ssn) : undefined,
        after ? or(lt(staffAudit.at, after.at), and(eq(staffAudit.at, after.at), lt(staffAudit.id, after.id))) : undefined,
      ),
    )
    .orderBy(desc(staffAudit.at), desc(staffAudit.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: { username: row.actorUsername, name: row.actorName },
      customerSsn: row.customerSsn,
      action: row.action,
      status: row.status,
      subject: row.subject,
    })),
    nextCursor: rows.length > limit && last ? encodeCursor(last.at, last.id) : null,
  };
}
