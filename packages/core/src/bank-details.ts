/**
 * Where clients send a bank transfer. Transfers are in GBP only; UK transfers must be set as type
 * Business. The reference is the client's full name, so the team can match the transfer to the proof.
 * Apart from business.ts (the public pages' copy): a module the public pages share with the app goes to
 * the chunk every screen loads (apps/web/scripts/chunk-groups.ts), and the payment screens would pull
 * all that copy into it.
 */
export const bankDetails = {
  currency: 'GBP',
  accountName: 'Nestway Property Services Ltd',
  uk: {
    bankName: 'Barclays Bank UK PLC',
    sortCode: '20-32-06',
    accountNumber: '53718264',
    accountType: 'Business',
  },
  international: {
    bankName: 'Barclays Bank UK PLC',
    iban: 'GB33 BARC 2032 0653 7182 64',
    swiftBic: 'BARCGB22',
    bankAddress: '1 Churchill Place, London E14 5HP, United Kingdom',
  },
} as const;
