import type { AuditLogFilter } from '@nestway/core/audit';
import { auditApi } from '@nestway/core/contracts/audit';
import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '@/lib/api-hooks';

/** The audit log's filters as the query string sends them: every one optional. */
export type AuditLogSearch = Partial<Record<Exclude<keyof AuditLogFilter, 'action'>, string>> & Pick<AuditLogFilter, 'action'>;

export const useAuditLog = (filter: AuditLogSearch, page: number) =>
  useApiQuery(auditApi.log, { query: { ...filter, page: String(page) }, placeholderData: keepPreviousData });

export const useAuditActors = () => useApiQuery(auditApi.actors);

/** The client page shows ten entries a page: the Audit Log, filtered to the client, has the rest at 50 a page. */
const ACTIVITY_PAGE_SIZE = 10;

export const useClientActivity = (clientId: string, page: number) =>
  useApiQuery(auditApi.clientActivity, {
    params: { id: clientId },
    query: { page: String(page), pageSize: String(ACTIVITY_PAGE_SIZE) },
    placeholderData: keepPreviousData,
  });
