import { zodResolver } from '@hookform/resolvers/zod';
import { availabilitySlotRequestSchema, DAY_NAMES, type AvailabilitySlot } from '@nestway/core/availability';
import { BOOKING_WINDOW_DAYS, CONSULTATION_MINUTES } from '@nestway/core/booking';
import { CalendarRange, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAvailability, useCreateSlot, useDeleteSlot, useUpdateSlot } from '@/queries/consultations';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SectionCard } from '@/components/ui/section-card';
import { toast, toastError } from '@/components/ui/use-toast';
import { QueryContent } from '@/components/query/query-content';

/**
 * Manage Your Availability: the weekly windows clients book consultations in (UK time). A slot can
 * be paused or deleted; calls already booked in it keep their times.
 */
export function AvailabilityManager() {
  const availability = useAvailability();
  return (
    <SectionCard icon={CalendarRange} title="Manage Your Availability">
      <p className="text-muted">
        Clients book {CONSULTATION_MINUTES}-minute consultations inside these weekly windows, in UK time, up to {BOOKING_WINDOW_DAYS} days
        ahead.
      </p>
      <QueryContent query={availability} loading="Loading availability..." failure="The availability could not be loaded.">
        {(slots) =>
          slots.length === 0 ? (
            <p className="rounded-xl bg-sand-100 p-4 text-muted">
              No availability yet: clients cannot book a consultation until you add a slot.
            </p>
          ) : (
            <ul className="flex flex-col divide-y divide-sand-200 rounded-xl border border-sand-200">
              {slots.map((slot) => (
                <SlotRow key={slot.id} slot={slot} />
              ))}
            </ul>
          )
        }
      </QueryContent>
      <AddSlotForm />
    </SectionCard>
  );
}

function SlotRow({ slot }: { slot: AvailabilitySlot }) {
  const update = useUpdateSlot();
  const remove = useDeleteSlot();
  const [confirming, setConfirming] = useState(false);
  const label = `${DAY_NAMES[slot.dayOfWeek]} ${slot.startTime} to ${slot.endTime}`;
  const toggle = () =>
    update.mutate(
      {
        params: { id: slot.id },
        body: { dayOfWeek: slot.dayOfWeek, startTime: slot.startTime, endTime: slot.endTime, isActive: !slot.isActive },
      },
      { onError: (error) => toastError('Failed to update availability', error) },
    );
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-brand-900">{label}</span>
        {slot.isActive ? <Badge tone="positive">Open</Badge> : <Badge>Paused</Badge>}
        {slot.confirmedTimes.length > 0 && <Badge tone="attention">{slot.confirmedTimes.length} booked</Badge>}
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={toggle}
          disabled={update.isPending}
          aria-label={`${slot.isActive ? 'Pause' : 'Open'} ${label}`}
        >
          {slot.isActive ? 'Pause' : 'Open'}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-danger hover:bg-red-50"
          onClick={() => setConfirming(true)}
          aria-label={`Delete ${label}`}
        >
          <Trash2 aria-hidden />
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this availability?"
        description={`${label} will no longer be offered to clients. Consultations already booked in it keep their times.`}
        confirmLabel="Delete Availability"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            { params: { id: slot.id } },
            { onSuccess: () => setConfirming(false), onError: (error) => toastError('Failed to delete availability', error) },
          )
        }
      />
    </li>
  );
}

function AddSlotForm() {
  const create = useCreateSlot();
  const form = useForm({
    resolver: zodResolver(availabilitySlotRequestSchema),
    defaultValues: { dayOfWeek: 1, startTime: '09:00', endTime: '17:00' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) =>
    create.mutate(
      { body },
      {
        onSuccess: (slot) =>
          toast({ title: 'Availability added', description: `${DAY_NAMES[slot.dayOfWeek]} ${slot.startTime} to ${slot.endTime}` }),
        onError: (error) => toastError('Failed to add availability', error),
      },
    ),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 rounded-xl bg-sand-50 p-4">
      <h3 className="font-semibold text-brand-900">Add a weekly slot</h3>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Day" error={errors.dayOfWeek?.message}>
          <NativeSelect {...form.register('dayOfWeek', { setValueAs: Number })}>
            {DAY_NAMES.map((day, index) => (
              <option key={day} value={index}>
                {day}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="From (UK time)" error={errors.startTime?.message}>
          <Input type="time" step={60} {...form.register('startTime')} />
        </FormField>
        <FormField label="Until (UK time)" error={errors.endTime?.message}>
          <Input type="time" step={60} {...form.register('endTime')} />
        </FormField>
      </div>
      <Button type="submit" className="self-start" disabled={create.isPending}>
        {create.isPending ? 'Adding...' : 'Add Availability'}
      </Button>
    </form>
  );
}
