import type { PreferencesRecord } from '@nestway/core/preferences';
import { useQuery } from '@tanstack/react-query';

export const preferencesQueryKey = ['/api/preferences'] as const;

/** The user's saved preferences, or null before the first save. Refreshed after every save. */
export const usePreferences = () => useQuery<PreferencesRecord | null>({ queryKey: preferencesQueryKey });
