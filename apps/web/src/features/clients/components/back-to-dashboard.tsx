import { paths } from '@nestway/core/web-routes';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** The way from a client's page back to the admin dashboard. */
export function BackToDashboard() {
  return (
    <Button variant="outline" asChild>
      <Link to={paths.adminDashboard}>
        <ArrowLeft aria-hidden />
        Back to Dashboard
      </Link>
    </Button>
  );
}
