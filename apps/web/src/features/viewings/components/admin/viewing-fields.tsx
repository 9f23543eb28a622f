import { ukInstant, ukWallClock } from '@nestway/core/booking';
import type { BodyOf } from '@nestway/core/contract';
import type { viewingsApi } from '@nestway/core/contracts/viewings';
import { viewerLocalTime } from '@nestway/core/uk-time';
import { NOTES_MAX_LENGTH } from '@nestway/core/text-limits';
import { DEFAULT_VIEWING_ROOMS, propertyTypeOptions, viewingFieldsSchema, type ViewingRecord } from '@nestway/core/viewings';
import type { UseFormReturn } from 'react-hook-form';
import * as z from 'zod/mini';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { NativeSelect } from '@/components/ui/native-select';
import { TextArea } from '@/components/ui/text-area';

/** A viewing's fields as typed: numbers and the UK date and time stay text until sent. */
export interface ViewingFormValues {
  propertyAddress: string;
  propertyType: string;
  bedrooms: string;
  bathrooms: string;
  /** Pounds per month, as typed ("950.50"); blank is none. */
  rentAmount: string;
  /** UK wall-clock date ("2027-02-03") and time ("14:00"). */
  date: string;
  time: string;
  adminNotes: string;
}

export type ViewingFieldsBody = BodyOf<typeof viewingsApi.create>;

export const emptyViewingForm = (): ViewingFormValues => ({
  propertyAddress: '',
  propertyType: '',
  bedrooms: String(DEFAULT_VIEWING_ROOMS),
  bathrooms: String(DEFAULT_VIEWING_ROOMS),
  rentAmount: '',
  date: '',
  time: '',
  adminNotes: '',
});

/** A viewing as the edit form starts: its time back in UK wall-clock terms. */
export function viewingFormFrom(viewing: ViewingRecord): ViewingFormValues {
  const { date, time } = ukWallClock(new Date(viewing.viewingDateTime));
  return {
    propertyAddress: viewing.propertyAddress,
    propertyType: viewing.propertyType,
    bedrooms: String(viewing.bedrooms),
    bathrooms: String(viewing.bathrooms),
    rentAmount: viewing.rentAmount ?? '',
    date,
    time,
    adminNotes: viewing.adminNotes ?? '',
  };
}

/** A whole number as typed; blank is not a number, so the schema names the field. */
const count = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The body the API takes for these values: the UK date and time as an ISO instant, the rent as typed (the server turns it into pence). */
const viewingBody = (values: ViewingFormValues): ViewingFieldsBody => ({
  propertyAddress: values.propertyAddress.trim(),
  propertyType: values.propertyType.trim(),
  bedrooms: count(values.bedrooms),
  bathrooms: count(values.bathrooms),
  rentAmount: values.rentAmount.trim() || null,
  viewingDateTime: ukInstant(values.date, values.time)?.toISOString() ?? '',
  adminNotes: values.adminNotes.trim() || null,
});

/** The values as typed, checked by core's rules for a viewing field by field (the time's under the date), to the body the API takes. */
export const viewingFormSchema = z.pipe(
  z.object({
    propertyAddress: z.string(),
    propertyType: z.string(),
    bedrooms: z.string(),
    bathrooms: z.string(),
    rentAmount: z.string(),
    date: z.string(),
    time: z.string(),
    adminNotes: z.string(),
  }),
  z.transform((values, context) => {
    const body = viewingBody(values);
    for (const issue of viewingFieldsSchema.safeParse(body).error?.issues ?? []) {
      const field = issue.path[0] === 'viewingDateTime' ? 'date' : String(issue.path[0]);
      context.issues.push({ code: 'custom', message: issue.message, input: values, path: [field] });
    }
    return body;
  }),
);

/** The property and the time of a viewing, as the bulk form and the client page's dialog both ask for them. */
export function ViewingFields({ form }: { form: UseFormReturn<ViewingFormValues, unknown, ViewingFieldsBody> }) {
  const values = form.watch();
  const { errors } = form.formState;
  const instant = ukInstant(values.date, values.time);
  const local = instant ? viewerLocalTime(instant.toISOString()) : null;
  // A type recorded before the list changed stays choosable.
  const types: readonly string[] =
    values.propertyType && !propertyTypeOptions.some((option) => option === values.propertyType)
      ? [...propertyTypeOptions, values.propertyType]
      : propertyTypeOptions;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormField label="Property address" error={errors.propertyAddress?.message}>
          <Input {...form.register('propertyAddress')} maxLength={300} autoComplete="off" />
        </FormField>
      </div>
      <FormField label="Property type" error={errors.propertyType?.message}>
        <NativeSelect {...form.register('propertyType')}>
          <option value="">Choose a type</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Rent per month (£)" error={errors.rentAmount?.message} hint="Optional">
        <MoneyInput {...form.register('rentAmount')} placeholder="950.00" />
      </FormField>
      <FormField label="Bedrooms" error={errors.bedrooms?.message}>
        <Input type="number" inputMode="numeric" min="0" step="1" {...form.register('bedrooms')} />
      </FormField>
      <FormField label="Bathrooms" error={errors.bathrooms?.message}>
        <Input type="number" inputMode="numeric" min="0" step="1" {...form.register('bathrooms')} />
      </FormField>
      <FormField label="Viewing date (UK)" error={errors.date?.message}>
        <Input type="date" {...form.register('date')} />
      </FormField>
      <FormField label="Viewing time (UK)" hint={local ? `${local} your time` : undefined}>
        <Input type="time" step={60} {...form.register('time')} />
      </FormField>
      <div className="sm:col-span-2">
        <FormField label="Notes for the client (optional)" error={errors.adminNotes?.message}>
          <TextArea rows={3} maxLength={NOTES_MAX_LENGTH} {...form.register('adminNotes')} />
        </FormField>
      </div>
    </div>
  );
}
