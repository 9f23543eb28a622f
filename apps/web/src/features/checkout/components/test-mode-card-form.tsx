import * as m from '@nestway/core/i18n/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  checkoutMessages,
  cardFormMessages,
  formatCardExpiry,
  testCardFormSchema,
  type PaymentIntentResponse,
  type TestCardForm,
} from '@nestway/core/checkout';
import { formatMoney } from '@/i18n/format';
import { ltrInText } from '@/i18n/bidi';
import { FlaskConical } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toastError } from '@/components/ui/use-toast';
import { useConfirmTestPayment } from '@/queries/checkout';
import { withSlots } from '@/i18n/with-slots';

const TEST_CARD_PAYS = '4242 4242 4242 4242';
const TEST_CARD_DECLINED = '4000 0000 0000 0002';

/** The card form's errors (core's English) as the page's language says them. */
const errorText: Record<string, () => string> = {
  [cardFormMessages.cardNumber]: m.onboarding_checkout_card_number_invalid,
  [cardFormMessages.expiry]: m.onboarding_checkout_expiry_invalid,
  [cardFormMessages.cvc]: m.onboarding_checkout_cvc_invalid,
  [checkoutMessages.cardExpired]: m.onboarding_checkout_card_expired,
};
const translated = (message: string | undefined) => message && (errorText[message]?.() ?? message);

/** "4242424242424242" as "4242 4242 4242 4242" while typing. */
const groupDigits = (text: string) =>
  text
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The card form of test mode (no Stripe keys on the server): no card is charged. The server confirms
 * the intent with the test card, then the page reports success exactly as in Stripe mode.
 */
export function TestModeCardForm({
  intent,
  onPaid,
}: {
  intent: PaymentIntentResponse;
  onPaid: (paymentIntentId: string) => Promise<void>;
}) {
  const confirm = useConfirmTestPayment();
  const form = useForm<TestCardForm, unknown, z.output<typeof testCardFormSchema>>({
    resolver: zodResolver(testCardFormSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ cardNumber, expiry }) => {
    try {
      await confirm.mutateAsync({ body: { paymentIntentId: intent.paymentIntentId, cardNumber, expiry } });
    } catch (error) {
      toastError(m.onboarding_checkout_failed_title(), error, m.onboarding_checkout_failed());
      return;
    }
    await onPaid(intent.paymentIntentId);
  });

  const cardNumber = form.register('cardNumber');
  const expiry = form.register('expiry');
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div role="note" className="rounded-2xl border-2 border-dashed border-accent-400 bg-accent-50 p-4 text-sm text-brand-950">
        <p className="flex items-center gap-2 font-semibold tracking-wide text-accent-700 uppercase">
          <FlaskConical className="size-4" aria-hidden />
          {m.onboarding_checkout_test_mode()}
        </p>
        <p className="mt-1">{m.onboarding_checkout_test_mode_text()}</p>
        <p className="mt-2">
          {withSlots(
            (slot) => m.onboarding_checkout_test_cards({ good: slot(0), declined: slot(1) }),
            [TEST_CARD_PAYS, TEST_CARD_DECLINED].map((number) => (
              <span key={number} dir="ltr" className="font-mono font-semibold whitespace-nowrap">
                {number}
              </span>
            )),
          )}
        </p>
      </div>

      <FormField label={m.onboarding_checkout_card_number()} error={translated(errors.cardNumber?.message)}>
        <Input
          {...cardNumber}
          onChange={(event) => {
            event.target.value = groupDigits(event.target.value);
            return cardNumber.onChange(event);
          }}
          inputMode="numeric"
          dir="ltr"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          maxLength={19}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField label={m.onboarding_checkout_expiry()} error={translated(errors.expiry?.message)}>
          <Input
            {...expiry}
            onChange={(event) => {
              event.target.value = formatCardExpiry(event.target.value);
              return expiry.onChange(event);
            }}
            inputMode="numeric"
            dir="ltr"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={5}
          />
        </FormField>
        <FormField label={m.onboarding_checkout_cvc()} error={translated(errors.cvc?.message)}>
          <Input {...form.register('cvc')} inputMode="numeric" dir="ltr" autoComplete="cc-csc" placeholder="123" maxLength={4} />
        </FormField>
      </div>

      <Button type="submit" variant="accent" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting
          ? m.onboarding_checkout_processing()
          : m.onboarding_checkout_pay_amount({ amount: ltrInText(formatMoney(intent.totalAmount)) })}
      </Button>
    </form>
  );
}
