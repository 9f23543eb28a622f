import type { Review, stats, TeamMember } from '@nestway/core/business';
import * as m from '@nestway/core/i18n/messages';
import { BadgeCheck, Handshake, Languages, LifeBuoy, MapPinned, Search, SlidersHorizontal, Video, type LucideIcon } from 'lucide-react';

/**
 * The public pages' cards, each an icon and its words in the catalogue. Messages are held as functions,
 * called at render, so each language's build carries its own words alone.
 */
export interface CardCopy {
  icon: LucideIcon;
  title: () => string;
  description: () => string;
}

export const services: readonly CardCopy[] = [
  { icon: Video, title: m.public_service_tours_title, description: m.public_service_tours_text },
  { icon: SlidersHorizontal, title: m.public_service_search_title, description: m.public_service_search_text },
  { icon: LifeBuoy, title: m.public_full_support, description: m.public_service_support_text },
];

export const welcomeFeatures: readonly CardCopy[] = [
  { icon: Search, title: m.public_property_search, description: m.public_feature_search_text },
  { icon: BadgeCheck, title: m.public_feature_verified_title, description: m.public_feature_verified_text },
  { icon: LifeBuoy, title: m.public_full_support, description: m.public_feature_support_text },
];

export const whyChooseUs: readonly CardCopy[] = [
  { icon: MapPinned, title: m.public_why_local_title, description: m.public_why_local_text },
  { icon: Video, title: m.public_why_tours_title, description: m.public_why_tours_text },
  { icon: Handshake, title: m.public_why_support_title, description: m.public_why_support_text },
  { icon: Languages, title: m.public_why_international_title, description: m.public_why_international_text },
];

/** The service's four steps, in order. */
export const processSteps = [
  { title: m.public_property_search, description: m.public_step_search_text },
  { title: m.public_step_viewings_title, description: m.public_step_viewings_text },
  { title: m.public_step_paperwork_title, description: m.public_step_paperwork_text },
  { title: m.public_step_guidance_title, description: m.public_step_guidance_text },
] as const;

export const statLabels = {
  clients: m.public_stat_clients,
  landlords: m.public_stat_landlords,
  cities: m.public_stat_cities,
  success: m.public_stat_success,
} satisfies Record<(typeof stats)[number]['key'], () => string>;

/** Each reviewer's quote and title (none for the anonymous one). */
export const reviewText = {
  priya: { quote: m.public_review_priya_quote, title: m.public_review_priya_title },
  chen: { quote: m.public_review_chen_quote, title: m.public_review_chen_title },
  anonymous: { quote: m.public_review_anonymous_quote, title: undefined },
  tomas: { quote: m.public_review_tomas_quote, title: m.public_review_tomas_title },
  fatima: { quote: m.public_review_fatima_quote, title: m.public_review_fatima_title },
} satisfies Record<Review['key'], { quote: () => string; title: (() => string) | undefined }>;

export const teamText = {
  amara: { role: m.public_team_amara_role, bio: m.public_team_amara_bio },
  daniel: { role: m.public_team_daniel_role, bio: m.public_team_daniel_bio },
} satisfies Record<TeamMember['key'], { role: () => string; bio: () => string }>;
