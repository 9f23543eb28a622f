import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@nestway/core/web-routes';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** A co-tenant's view of the checkout: the group leader pays for the group. */
export function LeaderPaysNotice({ message }: { message: string }) {
  return (
    <Card className="mx-auto max-w-lg text-center">
      <CardContent className="flex flex-col items-center gap-4 pt-10 sm:pt-12">
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-50">
          <Users className="size-7 text-brand-600" aria-hidden />
        </span>
        <h2 className="font-display text-2xl font-semibold text-brand-900">Your group leader pays</h2>
        <p className="max-w-sm text-muted">{message}</p>
        <Button asChild variant="outline">
          <Link to={paths.dashboard}>Back to Dashboard</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
