/** A thin rule with a few words in the middle, between two ways to do one thing. */
export function TextDivider({ children }: { children: string }) {
  return (
    <div className="my-6 flex items-center gap-3 text-xs font-medium text-muted">
      <span className="h-px flex-1 bg-sand-200" aria-hidden />
      {children}
      <span className="h-px flex-1 bg-sand-200" aria-hidden />
    </div>
  );
}
