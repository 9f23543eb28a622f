import { describe, expect, it } from 'vitest';
import {
  addVideoRequestSchema,
  bulkViewingRequestSchema,
  canChangeViewingStatus,
  canOfferOn,
  cancelSessionUserRequestSchema,
  MAX_CLIENTS_PER_BULK,
  shareVideoRequestSchema,
  updateViewingRequestSchema,
  viewingFeedbackRequestSchema,
  viewingFieldsSchema,
  viewingHistoryStart,
  viewingMessages,
  viewingStatuses,
  type ViewingStatus,
} from './viewings';

const fields = {
  propertyAddress: '  12 Hyde Park Road, Leeds LS6 1AB ',
  propertyType: 'Flat',
  viewingDateTime: '2026-03-02T10:00:00+00:00',
};
const firstMessage = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('canChangeViewingStatus', () => {
  const allowed: Array<[ViewingStatus, ViewingStatus]> = [
    ['scheduled', 'cancelled'],
    ['scheduled', 'completed'],
    ['cancelled', 'scheduled'],
  ];

  it.each(allowed)('lets a %s viewing become %s', (from, to) => expect(canChangeViewingStatus(from, to)).toBe(true));

  it('refuses every other change, the same status included (a completed viewing is final)', () => {
    const refused = viewingStatuses.flatMap((from) =>
      viewingStatuses.filter((to) => !allowed.some(([f, t]) => f === from && t === to)).map((to) => [from, to] as const),
    );
    expect(refused).toEqual([
      ['scheduled', 'scheduled'],
      ['completed', 'scheduled'],
      ['completed', 'completed'],
      ['completed', 'cancelled'],
      ['cancelled', 'completed'],
      ['cancelled', 'cancelled'],
    ]);
    for (const [from, to] of refused) expect(canChangeViewingStatus(from, to), `${from} → ${to}`).toBe(false);
  });

  it('words a refusal for the same status and for another one', () => {
    expect(viewingMessages.transitionRefused('cancelled', 'cancelled')).toBe('This viewing is already cancelled.');
    expect(viewingMessages.transitionRefused('completed', 'cancelled')).toBe('A completed viewing cannot be set to cancelled.');
  });
});

describe('viewingFieldsSchema', () => {
  it('trims the text, defaults bedrooms and bathrooms to 1 and keeps no rent or notes as none', () => {
    expect(viewingFieldsSchema.parse(fields)).toEqual({
      propertyAddress: '12 Hyde Park Road, Leeds LS6 1AB',
      propertyType: 'Flat',
      bedrooms: 1,
      bathrooms: 1,
      rentPence: null,
      viewingDateTime: '2026-03-02T10:00:00+00:00',
      adminNotes: null,
    });
    expect(viewingFieldsSchema.parse({ ...fields, rentAmount: '  ', adminNotes: '   ' })).toMatchObject({
      rentPence: null,
      adminNotes: null,
    });
  });

  it.each([
    ['950', 95_000],
    ['950.5', 95_050],
    ['950.50', 95_050],
    [' 1200.99 ', 120_099],
    [0, 0],
    [725.25, 72_525],
  ])('reads the rent %j in pounds as %i pence', (rentAmount, pence) => {
    expect(viewingFieldsSchema.parse({ ...fields, rentAmount }).rentPence).toBe(pence);
  });

  it.each(['-1', '950.555', '£950', 'nine hundred', '1e3', -5, 10.001, Number.NaN, Number.POSITIVE_INFINITY, true])(
    'refuses the rent %j',
    (rentAmount) => {
      expect(firstMessage(viewingFieldsSchema.safeParse({ ...fields, rentAmount }))).toBe(viewingMessages.rentInvalid);
    },
  );

  it('keeps rooms given, 0 included, and refuses fractions, negatives and more than 20', () => {
    expect(viewingFieldsSchema.parse({ ...fields, bedrooms: 0, bathrooms: 3 })).toMatchObject({ bedrooms: 0, bathrooms: 3 });
    for (const bedrooms of [1.5, -1, 21, '2']) {
      expect(firstMessage(viewingFieldsSchema.safeParse({ ...fields, bedrooms })), String(bedrooms)).toBe(viewingMessages.roomsInvalid);
    }
  });

  it.each([
    ['propertyAddress', viewingMessages.addressRequired],
    ['propertyType', viewingMessages.typeRequired],
    ['viewingDateTime', viewingMessages.dateRequired],
  ])('requires %s', (field, message) => {
    expect(firstMessage(viewingFieldsSchema.safeParse({ ...fields, [field]: undefined }))).toBe(message);
    expect(firstMessage(viewingFieldsSchema.safeParse({ ...fields, [field]: '   ' }))).toBe(message);
  });

  it('takes the viewing time only as an ISO instant with its offset', () => {
    expect(viewingFieldsSchema.safeParse({ ...fields, viewingDateTime: '2026-07-02T10:00:00+01:00' }).success).toBe(true);
    expect(viewingFieldsSchema.safeParse({ ...fields, viewingDateTime: '2026-07-02T09:00:00Z' }).success).toBe(true);
    for (const viewingDateTime of ['2026-07-02T10:00', '2 July 2026 10:00', '2026-07-02']) {
      expect(firstMessage(viewingFieldsSchema.safeParse({ ...fields, viewingDateTime })), viewingDateTime).toBe(
        viewingMessages.dateRequired,
      );
    }
  });
});

describe('bulkViewingRequestSchema', () => {
  it("refuses no clients with 'No clients selected'", () => {
    expect(firstMessage(bulkViewingRequestSchema.safeParse({ viewingData: fields, clientIds: [] }))).toBe('No clients selected');
    expect(firstMessage(bulkViewingRequestSchema.safeParse({ viewingData: fields }))).toBe('No clients selected');
  });

  it(`refuses more than ${MAX_CLIENTS_PER_BULK} clients at once`, () => {
    const clientIds = Array.from({ length: MAX_CLIENTS_PER_BULK + 1 }, (_, i) => `client-${i}`);
    expect(firstMessage(bulkViewingRequestSchema.safeParse({ viewingData: fields, clientIds }))).toBe(viewingMessages.tooManyClients);
  });
});

describe('updateViewingRequestSchema', () => {
  it('leaves out what is not sent: a status change does not reset the rooms, the rent or the notes', () => {
    expect(updateViewingRequestSchema.parse({ status: 'cancelled' })).toEqual({ status: 'cancelled' });
    expect(updateViewingRequestSchema.parse({})).toEqual({});
  });

  it('clears the rent and the notes when sent blank, and reads a new rent in pence', () => {
    expect(updateViewingRequestSchema.parse({ rentAmount: '', adminNotes: ' ' })).toEqual({ rentPence: null, adminNotes: null });
    expect(updateViewingRequestSchema.parse({ rentAmount: '800.10', bedrooms: 2 })).toEqual({ rentPence: 80_010, bedrooms: 2 });
  });

  it('refuses an unknown status, a blank address and bad rooms', () => {
    expect(firstMessage(updateViewingRequestSchema.safeParse({ status: 'archived' }))).toBe(
      'Status must be scheduled, completed or cancelled.',
    );
    expect(firstMessage(updateViewingRequestSchema.safeParse({ propertyAddress: ' ' }))).toBe(viewingMessages.addressRequired);
    expect(firstMessage(updateViewingRequestSchema.safeParse({ bathrooms: -1 }))).toBe(viewingMessages.roomsInvalid);
  });
});

describe('video requests', () => {
  const missing = 'Missing required fields: Please provide a YouTube URL and video title';

  it('need both a URL and a title, with the spec message', () => {
    expect(viewingMessages.videoMissing).toBe(missing);
    for (const body of [{ videoTitle: 'Tour' }, { youtubeUrl: ' ', videoTitle: 'Tour' }, { youtubeUrl: 'https://youtu.be/x' }, {}]) {
      expect(firstMessage(addVideoRequestSchema.safeParse(body)), JSON.stringify(body)).toBe(missing);
    }
    expect(addVideoRequestSchema.parse({ youtubeUrl: ' https://youtu.be/x ', videoTitle: ' Tour ', videoNotes: '' })).toEqual({
      youtubeUrl: 'https://youtu.be/x',
      videoTitle: 'Tour',
      videoNotes: null,
    });
  });

  it('share: the same message, no clients refused, and the rooms default to 1', () => {
    expect(firstMessage(shareVideoRequestSchema.safeParse({ videoData: { youtubeUrl: 'https://youtu.be/x' }, clientIds: ['a'] }))).toBe(
      missing,
    );
    expect(firstMessage(shareVideoRequestSchema.safeParse({ videoData: { youtubeUrl: 'u', title: 't' }, clientIds: [] }))).toBe(
      'No clients selected',
    );
    expect(shareVideoRequestSchema.parse({ videoData: { youtubeUrl: 'u', title: 't', propertyAddress: ' ' }, clientIds: ['a'] })).toEqual({
      videoData: { youtubeUrl: 'u', title: 't', propertyAddress: null, adminNotes: null, bedrooms: 1, bathrooms: 1, rentPence: null },
      clientIds: ['a'],
    });
  });

  it('cancel reason and feedback', () => {
    expect(cancelSessionUserRequestSchema.parse({})).toEqual({ reason: null });
    expect(cancelSessionUserRequestSchema.parse({ reason: ' Landlord let it ' })).toEqual({ reason: 'Landlord let it' });
    expect(firstMessage(viewingFeedbackRequestSchema.safeParse({ feedback: '  ' }))).toBe(viewingMessages.feedbackRequired);
    expect(firstMessage(viewingFeedbackRequestSchema.safeParse({ feedback: 'x'.repeat(2001) }))).toBe(viewingMessages.feedbackTooLong);
  });
});

describe('canOfferOn', () => {
  it('needs a video on a viewing that is not cancelled', () => {
    expect(canOfferOn({ youtubeVideoId: 'dQw4w9WgXcQ', status: 'completed' })).toBe(true);
    expect(canOfferOn({ youtubeVideoId: null, status: 'completed' })).toBe(false);
    expect(canOfferOn({ youtubeVideoId: 'dQw4w9WgXcQ', status: 'cancelled' })).toBe(false);
  });
});

describe('viewingHistoryStart', () => {
  it.each([
    // The same UK wall-clock time 3 calendar months before, across the clock changes.
    ['2026-06-15T10:00:00Z', '2026-03-15T11:00:00.000Z'], // 11:00 BST → 11:00 GMT
    ['2026-01-15T00:30:00Z', '2025-10-14T23:30:00.000Z'], // 00:30 GMT → 00:30 BST
    ['2024-05-31T23:30:00Z', '2024-03-01T00:30:00.000Z'], // already 1 June in the UK
    // A shorter month: its last day.
    ['2026-05-31T12:00:00Z', '2026-02-28T13:00:00.000Z'],
    ['2024-05-31T12:00:00Z', '2024-02-29T13:00:00.000Z'],
    // Across a year.
    ['2026-02-10T09:00:00Z', '2025-11-10T09:00:00.000Z'],
  ])('from %s is %s', (now, start) => expect(viewingHistoryStart(new Date(now)).toISOString()).toBe(start));
});
