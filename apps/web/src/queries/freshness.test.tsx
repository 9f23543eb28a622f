import { QueryClientProvider, type UseQueryResult } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import {
  adminClientPage,
  adminClientDetail,
  consultationRecord,
  currentUser,
  fakeApi,
  paymentRecord,
  termsSignature,
  viewingRecord,
} from '@/test/fake-api';
import { useCurrentUser } from './auth';
import { useClientDetail, useClientPage, useOverrideHistory } from './clients';
import { useAvailability, useAvailableSlots, useConsultation } from './consultations';
import { useDocuments } from './documents';
import { useMyGroup } from './groups';
import { useClientMessages, useMessages, useUnreadMessages } from './messages';
import { useAdminOffers, useMyOffers } from './offers';
import { usePayments, useRemainingFee } from './payments';
import { usePreferences } from './preferences';
import { useClientSharedFiles, useSharedFiles } from './shared-files';
import { useTermsSignature } from './terms';
import { useClientViewings, useMyViewings, useViewingSessions } from './viewings';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const FIRST_READ = new Date('2027-03-01T10:00:00.000Z').getTime();

const emptyClientPage = adminClientPage();

interface Read {
  /** The read as a screen calls it. */
  use: () => UseQueryResult;
  /** The path it GETs, and the fake API's answer. */
  path: `/api/${string}`;
  answer: object | null;
}

/** A query client as the app builds it, as a wrapper for renderHook; both are cleared when the test ends. */
function appQueryClient() {
  const client = createQueryClient();
  onTestFinished(() => {
    cleanup();
    client.clear();
  });
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Waits for the read, checking often (a hook renders nothing waitFor could watch); the clock stays still. */
const answered = (done: () => boolean) => waitFor(() => expect(done()).toBe(true), { interval: 1 });

/**
 * Reads as the app does (a query client from createQueryClient, shared by every screen), on a clock
 * that moves only when told. `visitAfter(ms)` mounts a screen that reads it `ms` after the first read,
 * waits until it has its answer and leaves; it gives how many times the path was fetched so far.
 */
function readOnVisits({ use, path, answer }: Read) {
  vi.useFakeTimers({ toFake: ['Date'] });
  onTestFinished(() => void vi.useRealTimers());
  const { calls } = fakeApi({ [`GET ${path}`]: answer });
  const wrapper = appQueryClient();
  return async (ms: number) => {
    vi.setSystemTime(FIRST_READ + ms);
    const { result, unmount } = renderHook(use, { wrapper });
    await answered(() => result.current.isSuccess && !result.current.isFetching);
    unmount();
    return calls.filter((call) => new URL(call.url, 'http://localhost').pathname === path).length;
  };
}

/** The first visit reads; a visit just inside `freshFor` reuses the answer; a visit at `freshFor` reads again. */
async function expectFreshFor(read: Read, freshFor: number) {
  const visitAfter = readOnVisits(read);
  expect(await visitAfter(0)).toBe(1);
  expect(await visitAfter(freshFor - 1)).toBe(1);
  expect(await visitAfter(freshFor)).toBe(2);
}

const user = currentUser();
const clientId = 'client-1';

describe('how long each read is fresh', () => {
  it('reads the current user again after 30 seconds, as every screen asks by default', async () => {
    await expectFreshFor({ use: () => useCurrentUser(), path: '/api/auth/user', answer: user }, 30 * SECOND);
  });

  it('keeps the current user fresh for 5 minutes when a screen asks for the longer freshness', async () => {
    await expectFreshFor({ use: () => useCurrentUser({ staleTime: 5 * MINUTE }), path: '/api/auth/user', answer: user }, 5 * MINUTE);
  });

  it('reads the unread messages again after 10 seconds', async () => {
    await expectFreshFor({ use: useUnreadMessages, path: '/api/messages/unread', answer: [] }, 10 * SECOND);
  });

  it.each<[string, Read]>([
    ['consultation call', { use: useConsultation, path: '/api/call-schedule', answer: consultationRecord() }],
    ['available slots', { use: useAvailableSlots, path: '/api/available-slots', answer: [] }],
    ['payments', { use: usePayments, path: '/api/payments', answer: [paymentRecord()] }],
    [
      'remaining fee',
      {
        use: () => useRemainingFee(),
        path: '/api/payments/remaining-fee',
        answer: { due: false, applicants: 1, fullFeePence: 400_00, upfrontFeePence: 250_00, upfrontPaid: true, remainingPence: 150_00 },
      },
    ],
    ['documents', { use: useDocuments, path: '/api/documents', answer: [] }],
    ['shared files', { use: useSharedFiles, path: '/api/user/shared-files', answer: [] }],
    ['terms signature', { use: useTermsSignature, path: '/api/terms-and-conditions', answer: termsSignature() }],
    ['group', { use: useMyGroup, path: '/api/groups/me', answer: { role: null, group: null } }],
    ['messages', { use: useMessages, path: '/api/messages', answer: [] }],
    ['viewings', { use: () => useMyViewings(user.id), path: `/api/users/${user.id}/viewings`, answer: [viewingRecord()] }],
    ['offers', { use: () => useMyOffers(user.id), path: `/api/users/${user.id}/property-offers`, answer: [] }],
    ["admin's client list", { use: () => useClientPage({}), path: '/api/admin/users', answer: emptyClientPage }],
    ["admin's client record", { use: () => useClientDetail(clientId), path: `/api/admin/users/${clientId}`, answer: adminClientDetail() }],
    ["admin's availability", { use: useAvailability, path: '/api/admin/availability', answer: [] }],
    ["admin's offers", { use: useAdminOffers, path: '/api/admin/property-offers', answer: [] }],
    ["admin's viewing sessions", { use: useViewingSessions, path: '/api/admin/viewing-sessions', answer: [] }],
    ["admin's client viewings", { use: () => useClientViewings(clientId), path: `/api/admin/users/${clientId}/viewings`, answer: [] }],
    ["admin's client messages", { use: () => useClientMessages(clientId), path: `/api/admin/users/${clientId}/messages`, answer: [] }],
    ["admin's client files", { use: () => useClientSharedFiles(clientId), path: `/api/admin/users/${clientId}/files`, answer: [] }],
    [
      "admin's override history",
      { use: () => useOverrideHistory(clientId), path: `/api/admin/users/${clientId}/override-history`, answer: [] },
    ],
  ])('reads the %s again after 30 seconds', async (_name, read) => {
    await expectFreshFor(read, 30 * SECOND);
  });

  it('keeps the saved preferences until they are invalidated, however long ago they were read', async () => {
    const visitAfter = readOnVisits({ use: usePreferences, path: '/api/preferences', answer: null });
    expect(await visitAfter(0)).toBe(1);
    expect(await visitAfter(24 * 60 * MINUTE)).toBe(1);
  });

  it('does not poll: the unread messages stay read once while a screen shows them', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    onTestFinished(() => void vi.useRealTimers());
    const { calls } = fakeApi({ 'GET /api/messages/unread': [] });
    const { result } = renderHook(useUnreadMessages, { wrapper: appQueryClient() });
    // vi.waitFor, as waitFor's own interval is faked here; it moves the fake clock as it waits.
    await vi.waitFor(() => expect(result.current.isSuccess).toBe(true));
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(result.current.isFetching).toBe(false);
    expect(calls).toHaveLength(1);
  });
});
