const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that cannot name a payment is answered like an unknown one: 404. */
export const isPaymentId = (id: string) => UUID.test(id);

export const paymentNotFound = 'Payment not found.';
