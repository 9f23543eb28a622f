/**
 * Dates, times, money and numbers in the build's language, always on UK time and in GBP (the rules
 * live in @nestway/core/uk-time and money; this binds them to the page's language). Screens format
 * through here, never through the core functions directly, so every language gets its own forms.
 */
import { formatMoney as formatMoneyIn } from '@nestway/core/money';
import * as ukTime from '@nestway/core/uk-time';
import { languageTag } from './locale';

export const formatUkDate = (iso: string) => ukTime.formatUkDate(iso, languageTag);
export const formatUkShortDate = (iso: string) => ukTime.formatUkShortDate(iso, languageTag);
export const formatUkDayAndMonth = (iso: string) => ukTime.formatUkDayAndMonth(iso, languageTag);
export const formatUkDateTime = (iso: string) => ukTime.formatUkDateTime(iso, languageTag);
export const formatCalendarDate = (date: string) => ukTime.formatCalendarDate(date, languageTag);
export const formatUkTime = (iso: string) => ukTime.formatUkTime(iso, languageTag);
export const formatCalendarDay = (date: string) => ukTime.formatCalendarDay(date, languageTag);
export const viewerLocalTime = (iso: string, viewerZone?: string) => ukTime.viewerLocalTime(iso, viewerZone, languageTag);
export const formatMoney = (pence: number) => formatMoneyIn(pence, languageTag);

export { formatNumber } from './number';
export { viewerTimeZone } from '@nestway/core/uk-time';
