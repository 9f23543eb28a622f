import { auditActionLabel, DELETED_CLIENT_NAME, type AuditEntry, type AuditLogFilter, type AuditLogPage } from '@nestway/core/audit';
import { and, count, desc, eq, getTableColumns, gte, isNotNull, lt, max, or, type SQL } from 'drizzle-orm';
import { auditEntries, users } from '../../../db/schema/index';
import type { Db } from '../../db';

const { prevHash: _prev, hash: _hash, ...entryColumns } = getTableColumns(auditEntries);

/** The entries with their client's name as it is now (the entry keeps only the id, so a deletion leaves no name behind). */
const entriesWithClient = (db: Db) =>
  db
    .select({ ...entryColumns, accountName: users.fullName })
    .from(auditEntries)
    .leftJoin(users, eq(users.id, auditEntries.clientId));

type Row = Awaited<ReturnType<typeof entriesWithClient>>[number];

const toEntry = ({ occurredAt, accountName, ...row }: Row): AuditEntry => ({
  ...row,
  occurredAt: occurredAt.toISOString(),
  clientName: row.clientId === null ? null : (accountName ?? DELETED_CLIENT_NAME),
});

function filterCondition(filter: AuditLogFilter): SQL | undefined {
  return and(
    filter.actorId ? eq(auditEntries.actorId, filter.actorId) : undefined,
    filter.clientId ? eq(auditEntries.clientId, filter.clientId) : undefined,
    filter.action ? eq(auditEntries.action, filter.action) : undefined,
    filter.from ? gte(auditEntries.occurredAt, new Date(filter.from)) : undefined,
    filter.to ? lt(auditEntries.occurredAt, new Date(filter.to)) : undefined,
  );
}

async function entryPage(db: Db, where: SQL | undefined, page: number, pageSize: number): Promise<AuditLogPage> {
  const [rows, [total]] = await Promise.all([
    entriesWithClient(db)
      .where(where)
      .orderBy(desc(auditEntries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(auditEntries).where(where),
  ]);
  return { entries: rows.map(toEntry), total: total?.n ?? 0, page, pageSize };
}

/** A page of the audit trail, newest first (the chain's order), filtered. */
export const listAuditLog = (db: Db, query: AuditLogFilter & { page: number; pageSize: number }) =>
  entryPage(db, filterCondition(query), query.page, query.pageSize);

/** What was done to a client, or by them (their own acts), newest first. */
export const listClientActivity = (db: Db, clientId: string, page: number, pageSize: number) =>
  entryPage(db, or(eq(auditEntries.clientId, clientId), eq(auditEntries.actorId, clientId)), page, pageSize);

const CSV_COLUMNS = [
  'id',
  'occurredAt',
  'actorId',
  'actorName',
  'actorRole',
  'clientId',
  'clientName',
  'action',
  'actionLabel',
  'targetId',
  'ipAddress',
  'userAgent',
  'outcome',
] as const;

/** A CSV field: quoted when it must be, and a leading =, +, - or @ defused so a spreadsheet does not run it as a formula. */
function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const CSV_BATCH = 1000;

/** Every entry the filters match, newest first, as CSV lines (a header first), read a batch at a time. */
export async function* auditLogCsv(db: Db, filter: AuditLogFilter): AsyncGenerator<string> {
  yield `${CSV_COLUMNS.join(',')}\r\n`;
  let beforeId: number | undefined;
  for (;;) {
    const rows = await entriesWithClient(db)
      .where(and(filterCondition(filter), beforeId === undefined ? undefined : lt(auditEntries.id, beforeId)))
      .orderBy(desc(auditEntries.id))
      .limit(CSV_BATCH);
    if (rows.length === 0) return;
    yield rows
      .map((row) => ({ ...toEntry(row), actionLabel: auditActionLabel(row.action) }))
      .map((entry) => `${CSV_COLUMNS.map((column) => csvField(entry[column])).join(',')}\r\n`)
      .join('');
    beforeId = rows.at(-1)!.id;
    if (rows.length < CSV_BATCH) return;
  }
}

/** Each staff member who appears in the trail, with the name of their latest entry, by name. */
export async function listAuditActors(db: Db): Promise<Array<{ id: string; name: string }>> {
  const latest = await db
    .select({ id: auditEntries.actorId, lastId: max(auditEntries.id) })
    .from(auditEntries)
    .where(and(eq(auditEntries.actorRole, 'admin'), isNotNull(auditEntries.actorId)))
    .groupBy(auditEntries.actorId);
  if (latest.length === 0) return [];
  const named = await db
    .select({ id: auditEntries.actorId, name: auditEntries.actorName })
    .from(auditEntries)
    .where(or(...latest.map((row) => eq(auditEntries.id, row.lastId!))));
  return named.map((row) => ({ id: row.id!, name: row.name ?? 'Staff member' })).sort((a, b) => a.name.localeCompare(b.name));
}
