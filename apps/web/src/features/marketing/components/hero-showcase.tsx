import { stats } from '@nestway/core/business';
import * as m from '@nestway/core/i18n/messages';
import { KeyRound, Star, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { languageTag } from '@/i18n/locale';
import { cx } from '@/lib/cx';

const successRate = stats.find((stat) => stat.key === 'success');

/** The hero's picture: the terrace illustration on a panel, with floating notes about the service. Decorative. */
export function HeroShowcase({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cx('relative mx-auto w-full max-w-md lg:max-w-none', className)}>
      <div className="overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-700 via-brand-600 to-brand-400 pt-10 shadow-2xl ring-1 ring-white/15 sm:pt-12">
        {/* Leeds terraced houses under a map pin: a static file, so no script has to carry it. */}
        <img src="/illustrations/leeds-terrace.svg" alt="" fetchPriority="high" width={400} height={300} className="h-auto w-full" />
      </div>
      <FloatingNote className="-start-2 -top-4 sm:-start-6" icon={<Video />}>
        {m.public_service_tours_title()}
      </FloatingNote>
      <FloatingNote className="-end-2 top-1/2 sm:-end-6" icon={<KeyRound />}>
        {m.public_full_support()}
      </FloatingNote>
      {successRate && (
        <div className="absolute start-4 -bottom-6 flex items-center gap-3 rounded-2xl bg-white px-4 py-3 text-ink shadow-xl sm:start-8">
          <span className="flex text-accent-400">
            {Array.from({ length: 5 }, (_, index) => (
              <Star key={index} className="size-4 fill-current" />
            ))}
          </span>
          <span className="text-sm font-semibold">
            {successRate.value} <span className="font-normal text-muted">{m.public_stat_success().toLocaleLowerCase(languageTag)}</span>
          </span>
        </div>
      )}
    </div>
  );
}

function FloatingNote({ className, icon, children }: { className: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div
      className={cx(
        'absolute flex items-center gap-2.5 rounded-full bg-white py-2 ps-2 pe-4 text-sm font-semibold text-brand-900 shadow-xl',
        className,
      )}
    >
      <span className="flex size-8 items-center justify-center rounded-full bg-accent-100 text-accent-700 [&_svg]:size-4">{icon}</span>
      {children}
    </div>
  );
}
