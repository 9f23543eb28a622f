import { processSteps } from '../content';

/** The service's four steps, as a numbered timeline: down the page on phones, across it on wide screens. */
export function ProcessSteps() {
  return (
    <ol className="relative grid gap-8 lg:grid-cols-4 lg:gap-6">
      <span
        aria-hidden="true"
        className="absolute start-7 top-7 bottom-7 w-px bg-brand-200 lg:start-[12.5%] lg:end-[12.5%] lg:top-7 lg:bottom-auto lg:h-px lg:w-auto"
      />
      {processSteps.map((step, index) => (
        <li key={index} className="relative flex gap-5 lg:flex-col lg:items-center lg:text-center">
          <span className="relative flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-800 font-display text-xl font-semibold text-white ring-8 ring-sand-50">
            {index + 1}
          </span>
          <div className="pt-2 lg:pt-0">
            <h3 className="font-display text-xl font-semibold text-brand-900">{step.title()}</h3>
            <p className="mt-2 leading-relaxed text-muted">{step.description()}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
