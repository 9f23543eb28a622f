import { coreHours } from '@nestway/core/brand';
import * as m from '@nestway/core/i18n/messages';
import { ukZoneAbbreviation } from '@nestway/core/uk-time';
import { formatClockHour } from '@/i18n/format-light';

/** The core hours in the page's language, labelled with the UK zone in force at `at` (BST in summer, GMT in winter). */
export const coreHoursText = (at: Date) =>
  m.public_core_hours({ opens: formatClockHour(coreHours.opens), closes: formatClockHour(coreHours.closes), zone: ukZoneAbbreviation(at) });
