/**
 * What a bench made and must undo (servers, databases, temp folders), newest first. `undoAll` runs
 * from the bench's `finally` and from runBench's Ctrl-C handler; each step runs once, and a failing
 * step does not stop the others.
 */
export class Cleanup {
  private readonly steps: Array<{ label: string; undo: () => Promise<void> }> = [];

  add(label: string, undo: () => Promise<void>): void {
    this.steps.push({ label, undo });
  }

  /** Undoes one step now (e.g. a server stopped before the next one starts) instead of at the end. */
  async undoNow(label: string): Promise<void> {
    const index = this.steps.findLastIndex((step) => step.label === label);
    if (index === -1) return;
    const [step] = this.steps.splice(index, 1);
    await step!.undo();
  }

  undoAll = async (): Promise<void> => {
    for (const step of this.steps.splice(0).reverse()) {
      await step.undo().catch((error: unknown) => console.error(`cleanup: ${step.label} failed: ${(error as Error).message}`));
    }
  };
}
