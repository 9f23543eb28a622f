import { paths } from '@nestway/core/web-routes';
import { CalendarDays, CalendarRange, Clapperboard, ListX, ScrollText, UserCog, Users, type LucideIcon } from 'lucide-react';

export interface AdminNavItem {
  label: string;
  href: string;
  icon: LucideIcon;
}

/**
 * The back office's navigation, in one list for the sidebar and the phone's menu: the dashboard's
 * sections under the spec's names (the daily queue first), then the team's own screens.
 */
export const adminNavItems: readonly AdminNavItem[] = [
  { label: 'Client Management', href: paths.adminDashboard, icon: Users },
  { label: 'Manage Your Availability', href: paths.adminAvailability, icon: CalendarRange },
  { label: 'Create Bulk Viewing', href: paths.adminBulkViewing, icon: CalendarDays },
  { label: 'Video Sharing', href: paths.adminVideoSharing, icon: Clapperboard },
  { label: 'Staff', href: paths.adminStaff, icon: UserCog },
  { label: 'Rejection Reasons', href: paths.adminRejectionReasons, icon: ListX },
  { label: 'Audit Log', href: paths.adminAuditLog, icon: ScrollText },
];
