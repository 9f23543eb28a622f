import { cn } from '@/lib/cn';

const houses = [
  { x: 50, wall: 'fill-accent-400', door: 'fill-brand-700' },
  { x: 150, wall: 'fill-accent-500', door: 'fill-brand-400' },
  { x: 250, wall: 'fill-accent-400', door: 'fill-brand-800' },
] as const;

/** A row of red-brick Leeds terraced houses under a map pin. Decorative. */
export function TerraceIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 300" aria-hidden="true" className={cn('h-auto w-full', className)}>
      <circle cx="342" cy="44" r="24" className="fill-accent-200" opacity="0.9" />
      <path
        d="M16 78 Q100 10 178 40"
        fill="none"
        stroke="white"
        strokeOpacity="0.55"
        strokeWidth="2"
        strokeDasharray="6 7"
        strokeLinecap="round"
      />
      <path d="M0 232 Q90 196 190 220 T400 210 V300 H0Z" className="fill-brand-600" opacity="0.55" />

      <polygon points="38,142 82,100 318,100 362,142" className="fill-brand-950" />
      {[104, 204, 304].map((x) => (
        <g key={x} className="fill-brand-900">
          <rect x={x} y="80" width="18" height="26" />
          <rect x={x - 3} y="76" width="24" height="6" rx="1.5" />
        </g>
      ))}

      {houses.map(({ x, wall, door }) => (
        <g key={x}>
          <rect x={x} y="140" width="100" height="122" className={wall} />
          <line x1={x} y1="140" x2={x} y2="262" className="stroke-accent-700" strokeOpacity="0.35" strokeWidth="2" />
          {[x + 14, x + 56].map((wx) => (
            <g key={wx}>
              <rect x={wx} y="154" width="30" height="34" rx="3" className="fill-sand-50 stroke-brand-900" strokeWidth="3" />
              <line x1={wx} y1="171" x2={wx + 30} y2="171" className="stroke-brand-900" strokeWidth="2" />
            </g>
          ))}
          <path d={`M${x + 14} 262 V222 a13 13 0 0 1 26 0 V262Z`} className={door} />
          <circle cx={x + 34} cy="242" r="2" className="fill-accent-200" />
          <rect x={x + 54} y="212" width="34" height="32" rx="3" className="fill-sand-50 stroke-brand-900" strokeWidth="3" />
          <line x1={x + 71} y1="212" x2={x + 71} y2="244" className="stroke-brand-900" strokeWidth="2" />
        </g>
      ))}

      <circle cx="22" cy="226" r="22" className="fill-brand-500" />
      <rect x="19" y="240" width="6" height="22" className="fill-brand-900" />
      <circle cx="374" cy="224" r="24" className="fill-brand-400" />
      <rect x="371" y="240" width="6" height="22" className="fill-brand-900" />

      <rect x="0" y="262" width="400" height="38" className="fill-brand-900" />
      <rect x="24" y="259" width="352" height="8" rx="4" className="fill-sand-200" />

      <g>
        <path
          d="M200 76 c-15-17-23-28-23-40 a23 23 0 0 1 46 0 c0 12-8 23-23 40z"
          className="fill-accent-500"
          stroke="white"
          strokeWidth="3"
        />
        <circle cx="200" cy="36" r="8.5" fill="white" />
      </g>
    </svg>
  );
}
