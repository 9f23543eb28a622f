import { ukInstant, ukWallClock } from '@nestway/core/booking';
import type { BodyOf } from '@nestway/core/contract';
import type { viewingsApi } from '@nestway/core/contracts/viewings';
import { viewerLocalTime } from '@nestway/core/uk-time';
import { DEFAULT_VIEWING_ROOMS, propertyTypeOptions, viewingFieldsSchema, type ViewingRecord } from '@nestway/core/viewings';
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

export type ViewingFieldErrors = Partial<
  Record<'propertyAddress' | 'propertyType' | 'bedrooms' | 'bathrooms' | 'rentAmount' | 'when' | 'adminNotes', string>
>;

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

/**
 * The body the API takes for these values (the UK date and time as an ISO instant, the rent as typed,
 * which the server turns into pence) and what core's schema finds wrong with it, field by field.
 */
export function viewingBody(values: ViewingFormValues): { body: ViewingFieldsBody; errors: ViewingFieldErrors } {
  const instant = ukInstant(values.date, values.time);
  const body: ViewingFieldsBody = {
    propertyAddress: values.propertyAddress.trim(),
    propertyType: values.propertyType.trim(),
    bedrooms: count(values.bedrooms),
    bathrooms: count(values.bathrooms),
    rentAmount: values.rentAmount.trim() || null,
    viewingDateTime: instant?.toISOString() ?? '',
    adminNotes: values.adminNotes.trim() || null,
  };
  const errors: ViewingFieldErrors = {};
  for (const issue of viewingFieldsSchema.safeParse(body).error?.issues ?? []) {
    const field = issue.path[0] === 'viewingDateTime' ? 'when' : (issue.path[0] as keyof ViewingFieldErrors);
    errors[field] ??= issue.message;
  }
  return { body, errors };
}

export const hasErrors = (errors: ViewingFieldErrors) => Object.values(errors).some(Boolean);

interface ViewingFieldsProps {
  values: ViewingFormValues;
  onChange: (values: ViewingFormValues) => void;
  errors: ViewingFieldErrors;
}

/** The property and the time of a viewing, as the bulk form and the client page's dialog both ask for them. */
export function ViewingFields({ values, onChange, errors }: ViewingFieldsProps) {
  const set = (field: keyof ViewingFormValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [field]: event.target.value });
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
        <FormField label="Property address" error={errors.propertyAddress}>
          <Input value={values.propertyAddress} onChange={set('propertyAddress')} maxLength={300} autoComplete="off" />
        </FormField>
      </div>
      <FormField label="Property type" error={errors.propertyType}>
        <NativeSelect value={values.propertyType} onChange={set('propertyType')}>
          <option value="">Choose a type</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Rent per month (£)" error={errors.rentAmount} hint="Optional">
        <MoneyInput value={values.rentAmount} onChange={set('rentAmount')} placeholder="950.00" />
      </FormField>
      <FormField label="Bedrooms" error={errors.bedrooms}>
        <Input type="number" inputMode="numeric" min="0" step="1" value={values.bedrooms} onChange={set('bedrooms')} />
      </FormField>
      <FormField label="Bathrooms" error={errors.bathrooms}>
        <Input type="number" inputMode="numeric" min="0" step="1" value={values.bathrooms} onChange={set('bathrooms')} />
      </FormField>
      <FormField label="Viewing date (UK)" error={errors.when}>
        <Input type="date" value={values.date} onChange={set('date')} />
      </FormField>
      <FormField label="Viewing time (UK)" hint={local ? `${local} your time` : undefined}>
        <Input type="time" step={60} value={values.time} onChange={set('time')} />
      </FormField>
      <div className="sm:col-span-2">
        <FormField label="Notes for the client (optional)" error={errors.adminNotes}>
          <TextArea rows={3} maxLength={2000} value={values.adminNotes} onChange={set('adminNotes')} />
        </FormField>
      </div>
    </div>
  );
}
