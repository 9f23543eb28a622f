import type { AdminClientListQuery, AdminClientPage, AdminClientSummaryCounts } from '@nestway/core/admin';
import { adminAction, adminStage, type AdminClientFilter, type AdminClientRecords } from '@nestway/core/admin-badges';
import { withStepOverride } from '@nestway/core/application-progress';
import type { ApplicationStep } from '@nestway/core/application-steps';
import type { ConsultationStatus } from '@nestway/core/consultations';
import type { DocumentStatus } from '@nestway/core/documents';
import type { PaymentStatus } from '@nestway/core/payments';
import { and, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  consultations,
  documents,
  groupMembers,
  payments,
  preferences,
  propertyOffers,
  tenantGroups,
  termsSignatures,
  users,
} from '../../../db/schema/index';
import type { Db } from '../../db';

/**
 * The Pending Offers card: offers awaiting the admin's answer (offers, not clients: a client with two
 * pending offers counts twice), from the partial index of pending offers, as the offers list shows them.
 */
const pendingOffers = sql<number>`(select count(*) from ${propertyOffers} where ${propertyOffers.status} = 'pending')`.mapWith(Number);

const isClient = eq(users.role, 'tenant');

/** Whether an admin accepted one of the client's offers: the Service Completed stage. */
const hasAcceptedOffer = (userId: AnyColumn) =>
  sql<boolean>`exists (select 1 from ${propertyOffers} where ${propertyOffers.userId} = ${userId} and ${propertyOffers.status} = 'accepted')`;

/**
 * The clients each filter keeps, in SQL, written to accept exactly the clients that core's
 * `adminClientFilters` accepts (test/admin-client-list.test.ts compares the two on a varied set).
 * `in (select ...)` rather than `exists`: PostgreSQL runs the subquery once, as a semi-join from the
 * partial index of pending rows, not once per client.
 */
const filterConditions: Record<AdminClientFilter, SQL | undefined> = {
  all: undefined,
  pendingConsultations: sql`${users.id} in (select ${consultations.userId} from ${consultations} where ${consultations.status} = 'pending')`,
  paymentsToVerify: sql`${users.id} in (select ${payments.userId} from ${payments} where ${payments.status} = 'pending')`,
  documentsToReview: sql`${users.id} in (select ${documents.userId} from ${documents} where ${documents.status} = 'pending')`,
};

/**
 * How many clients have a row in `table` with status 'pending' (from its partial index of pending
 * rows): the summary counts. They count what the filters keep (the test checks that they do), but
 * from the few pending rows, leaving out the few accounts that are not clients, instead of testing
 * every client: the work grows with what awaits the admin, not with the number of clients.
 */
function clientsWithPending(table: typeof consultations | typeof payments | typeof documents) {
  return sql<number>`(select count(distinct ${table.userId}) from ${table} where ${table.status} = 'pending'
    and ${table.userId} not in (select ${users.id} from ${users} where ${users.role} <> 'tenant'))`.mapWith(Number);
}

/** The summary count that a filter's list has, when nothing is searched. */
const countOfFilter = {
  all: 'totalClients',
  pendingConsultations: 'pendingConsultations',
  paymentsToVerify: 'paymentsToVerify',
  documentsToReview: 'documentsToReview',
} as const satisfies Record<AdminClientFilter, keyof AdminClientSummaryCounts>;

/** `%`, `_` and `\` taken literally in a LIKE pattern (backslash is PostgreSQL's default LIKE escape). */
const escapeLikePattern = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** Name or e-mail containing the text, ignoring case; undefined (no condition) for an empty search. */
function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLikePattern(search)}%`;
  return or(ilike(users.fullName, pattern), ilike(users.email, pattern));
}

/** How many clients meet the condition, as a scalar subquery. */
const clientCount = (condition: SQL | undefined) =>
  sql<number>`(select count(*) from ${users} where ${and(isClient, condition)})`.mapWith(Number);

/** The FROM of a SELECT made only of scalar subqueries (Drizzle's select needs one). */
const singleRow = sql`(select 1) as single_row`;

/** Whether the client (the id column of a query) has signed the terms, any version. */
const hasSignedTerms = (clientId: AnyColumn) =>
  sql<boolean>`exists (select 1 from ${termsSignatures} where ${termsSignatures.userId} = ${clientId})`;

/** Whose account holds the group's call and payments: the leader's for a co-tenant, else the client's own (decision 006). */
const accountHolderOf = (clientId: AnyColumn) =>
  sql`coalesce((select ${tenantGroups.leaderUserId} from ${groupMembers} join ${tenantGroups} on ${tenantGroups.id} = ${groupMembers.groupId}
    where ${groupMembers.userId} = ${clientId}), ${clientId})`;

/** The statuses of the client's payments, each once ('{pending,rejected}'). */
const paymentStatusesOf = (clientId: AnyColumn | SQL) =>
  sql<PaymentStatus[]>`array(select distinct ${payments.status} from ${payments} where ${payments.userId} = ${clientId})`;

/** The statuses of the client's documents, each once: the badge rules read only which occur. */
const documentStatusesOf = (clientId: AnyColumn) =>
  sql<DocumentStatus[]>`array(select distinct ${documents.status} from ${documents} where ${documents.userId} = ${clientId})`;

/**
 * One page of the admin's client list with its badges, and the summary counts, in two SQL queries
 * whatever the number of clients (run side by side): the counts, and the page's rows with every input
 * of the badge rules joined or aggregated per row. The rules themselves are core's, run here.
 */
export async function listClients(db: Db, query: AdminClientListQuery): Promise<AdminClientPage> {
  const { page, pageSize, search, filter } = query;
  const matches = and(isClient, searchCondition(search), filterConditions[filter]);

  // The page's clients first, then the badges' inputs for those rows only: in a CTE, the planner
  // knows it has a page of rows (not the whole table) when it plans the per-row subqueries.
  const pageOfClients = db.$with('page_of_clients').as(
    db
      .select({
        id: users.id,
        fullName: users.fullName,
        email: users.email,
        emailVerifiedAt: users.emailVerifiedAt,
        createdAt: users.createdAt,
        stepOverride: users.stepOverride,
      })
      .from(users)
      .where(matches)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  );

  const [[counts], rows] = await Promise.all([
    // The summary cards, and the list's total when a search needs its own count (from the trigram
    // indexes); without a search the total is the filter's card.
    db
      .select({
        totalClients: clientCount(undefined),
        pendingConsultations: clientsWithPending(consultations),
        paymentsToVerify: clientsWithPending(payments),
        documentsToReview: clientsWithPending(documents),
        pendingOffers,
        searched: search ? clientCount(and(searchCondition(search), filterConditions[filter])) : sql<null>`null`,
      })
      .from(singleRow),
    db
      .with(pageOfClients)
      .select({
        id: pageOfClients.id,
        fullName: pageOfClients.fullName,
        email: pageOfClients.email,
        emailVerifiedAt: pageOfClients.emailVerifiedAt,
        createdAt: pageOfClients.createdAt,
        // Null when the client has no preferences row (Drizzle nulls a left-joined object with no values).
        preferences: { bedrooms: preferences.bedrooms, maxBudget: preferences.maxBudget, moveInDate: preferences.moveInDate },
        consultationStatus: consultations.status,
        termsSigned: hasSignedTerms(pageOfClients.id),
        paymentStatuses: paymentStatusesOf(pageOfClients.id),
        documentStatuses: documentStatusesOf(pageOfClients.id),
        offerAccepted: hasAcceptedOffer(pageOfClients.id),
        stepOverride: pageOfClients.stepOverride,
        groupConsultationStatus: sql<ConsultationStatus | null>`(select ${consultations.status} from ${consultations}
          where ${consultations.userId} = ${accountHolderOf(pageOfClients.id)})`,
        groupPaymentStatuses: paymentStatusesOf(accountHolderOf(pageOfClients.id)),
      })
      .from(pageOfClients)
      .leftJoin(preferences, eq(preferences.userId, pageOfClients.id))
      .leftJoin(consultations, eq(consultations.userId, pageOfClients.id))
      .orderBy(desc(pageOfClients.createdAt), desc(pageOfClients.id)),
  ]);

  const { searched, ...summary } = counts!;
  return {
    clients: rows.map((row) => {
      const records = toRecords(row);
      return {
        id: row.id,
        fullName: row.fullName,
        email: row.email,
        isEmailVerified: row.emailVerifiedAt !== null,
        createdAt: row.createdAt.toISOString(),
        // The stage reads the group's call and payments (a co-tenant's are the leader's); the action, what this account awaits.
        stage: adminStage(
          toRecords({ ...row, consultationStatus: row.groupConsultationStatus, paymentStatuses: row.groupPaymentStatuses }),
        ),
        action: adminAction(records),
      };
    }),
    total: searched ?? summary[countOfFilter[filter]],
    page,
    pageSize,
    summary,
  };
}

interface BadgeInputs {
  preferences: AdminClientRecords['preferences'];
  consultationStatus: NonNullable<AdminClientRecords['consultation']>['status'] | null;
  termsSigned: boolean;
  paymentStatuses: PaymentStatus[];
  documentStatuses: DocumentStatus[];
  offerAccepted: boolean;
  stepOverride: ApplicationStep | null;
}

/** A row's facts as the badge rules read them, with the admin's status override in force (application-progress.ts). */
function toRecords(row: BadgeInputs): AdminClientRecords {
  return withStepOverride<AdminClientRecords>(
    {
      preferences: row.preferences,
      consultation: row.consultationStatus ? { status: row.consultationStatus } : null,
      payments: row.paymentStatuses.map((status) => ({ status })),
      documents: row.documentStatuses.map((status) => ({ status })),
      termsSigned: row.termsSigned,
      offerAccepted: row.offerAccepted,
    },
    row.stepOverride,
  );
}
