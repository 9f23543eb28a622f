import * as m from '@nestway/core/i18n/messages';
import { BOOKING_WINDOW_DAYS, bookableDays, type BookableTime } from '@nestway/core/booking';
import type { AvailabilitySlot } from '@nestway/core/availability';
import { formatCalendarDay, formatNumber, formatUkTime, viewerLocalTime } from '@/i18n/format';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/cx';

export interface ChosenTime {
  availabilitySlotId: string;
  requestedDateTime: string;
}

interface TimeChoiceProps {
  slots: AvailabilitySlot[];
  /** The time the client's own request holds: shown as theirs, not as booked by someone else. */
  ownTime: string | null;
  submitLabel: string;
  pending: boolean;
  onSubmit: (choice: ChosenTime) => void;
  onCancel?: () => void;
}

const chipClass = (selected: boolean) =>
  cx(
    'flex min-h-11 flex-col items-center justify-center rounded-xl border px-3 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed',
    selected
      ? 'border-brand-700 bg-brand-800 text-white'
      : 'border-sand-200 bg-white text-brand-900 hover:border-brand-300 hover:bg-brand-50',
  );

/**
 * The booking form: a day from the next 14 that has an active slot, then a time on that day. Times
 * are UK times, with the viewer's own time beside them when their clock differs; a time another call
 * holds is disabled and marked Already Booked.
 */
export function TimeChoice({ slots, ownTime, submitLabel, pending, onSubmit, onCancel }: TimeChoiceProps) {
  const days = useMemo(() => {
    const held = slots.flatMap((slot) => slot.confirmedTimes).filter((time) => time !== ownTime);
    return bookableDays(slots, held, new Date());
  }, [slots, ownTime]);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<BookableTime | null>(null);
  const [missing, setMissing] = useState(false);
  const times = days.find((day) => day.date === date)?.times ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!date || !time) return setMissing(true);
    onSubmit({ availabilitySlotId: time.slotId, requestedDateTime: time.startsAt });
  };

  if (days.length === 0) {
    return (
      <p className="rounded-xl bg-sand-100 p-4 text-muted">
        {m.onboarding_consultation_no_times({ days: formatNumber(BOOKING_WINDOW_DAYS) })}
      </p>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold text-ink">{m.onboarding_consultation_choose_day()}</legend>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-7">
          {days.map((day) => (
            <button
              key={day.date}
              type="button"
              aria-pressed={day.date === date}
              className={chipClass(day.date === date)}
              onClick={() => {
                setDate(day.date);
                setTime(null);
                setMissing(false);
              }}
            >
              {formatCalendarDay(day.date)}
            </button>
          ))}
        </div>
      </fieldset>

      {date && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold text-ink">
            {m.onboarding_consultation_choose_time()}{' '}
            <span className="font-normal text-muted">{m.onboarding_consultation_uk_time_note()}</span>
          </legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {times.map((option) => {
              const local = viewerLocalTime(option.startsAt);
              const selected = option.startsAt === time?.startsAt;
              return (
                <button
                  key={option.startsAt}
                  type="button"
                  disabled={option.taken}
                  aria-pressed={selected}
                  className={cx(chipClass(selected), option.taken && 'border-dashed bg-sand-100 text-muted hover:bg-sand-100')}
                  onClick={() => {
                    setTime(option);
                    setMissing(false);
                  }}
                >
                  <span>{formatUkTime(option.startsAt)}</span>
                  {option.taken ? (
                    <span className="text-xs font-medium">{m.onboarding_consultation_slot_booked()}</span>
                  ) : (
                    local && (
                      <span className={cx('text-xs font-medium', selected ? 'text-brand-100' : 'text-muted')}>
                        {m.onboarding_consultation_viewer_time({ time: local })}
                      </span>
                    )
                  )}
                </button>
              );
            })}
          </div>
        </fieldset>
      )}

      {missing && (
        <p role="alert" className="text-sm font-medium text-danger">
          {m.onboarding_consultation_select_both()}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={pending}>
          {pending ? m.onboarding_consultation_sending() : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            {m.onboarding_consultation_keep_time()}
          </Button>
        )}
      </div>
    </form>
  );
}
