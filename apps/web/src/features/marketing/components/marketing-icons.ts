import type { services, welcomeFeatures, whyChooseUs } from '@nestway/core/business';
import { BadgeCheck, Handshake, Languages, LifeBuoy, MapPinned, Search, SlidersHorizontal, Video, type LucideIcon } from 'lucide-react';

/** The icon beside each card; keyed by title so a renamed card fails the type check instead of losing its icon. */
export const serviceIcons: Record<(typeof services)[number]['title'], LucideIcon> = {
  'Virtual Tours': Video,
  'Tailored Search Experience': SlidersHorizontal,
  'Full Support': LifeBuoy,
};

export const welcomeFeatureIcons: Record<(typeof welcomeFeatures)[number]['title'], LucideIcon> = {
  'Property Search': Search,
  'Verified Properties': BadgeCheck,
  'Full Support': LifeBuoy,
};

export const whyChooseUsIcons: Record<(typeof whyChooseUs)[number]['title'], LucideIcon> = {
  'Deep Local Knowledge': MapPinned,
  'HD Virtual Tours': Video,
  'End-to-End Support': Handshake,
  'International Client Services': Languages,
};
