import type { GroupRole } from '@nestway/core/groups';
import { paths } from '@nestway/core/web-routes';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { SectionCard } from '@/components/ui/section-card';
import { DeleteAccount } from './delete-account';

/** The dashboard's "Your data" section: the client's rights over what we hold (privacy notice, deletion). */
export function YourDataSection({ groupRole }: { groupRole: GroupRole | null }) {
  return (
    <SectionCard icon={ShieldCheck} title="Your data">
      <p>
        What we hold about you, why and for how long is in our{' '}
        <Link to={paths.privacy} className="font-semibold text-brand-700 underline underline-offset-4">
          privacy notice
        </Link>
        .
      </p>
      <DeleteAccount groupRole={groupRole} />
    </SectionCard>
  );
}
