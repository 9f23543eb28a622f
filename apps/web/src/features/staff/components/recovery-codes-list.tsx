import { Copy, Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';

/** The ten recovery codes, shown this once: copy them or download them, then say they are saved. */
export function RecoveryCodesList({ codes, onSaved, isPending }: { codes: string[]; onSaved: () => void; isPending: boolean }) {
  const [saved, setSaved] = useState(false);
  const checkboxId = useId();
  const text = `Nestway recovery codes (each works once)\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Recovery codes copied', description: 'Paste them into your password manager.' });
    } catch {
      toast({ title: 'Could not copy', description: 'Select the codes and copy them, or download them.', variant: 'destructive' });
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'nestway-recovery-codes.txt';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <div className="flex flex-col gap-4">
      <p>
        If you lose your phone, each of these codes signs you in once instead of a code from the app. They are shown only now: keep them
        somewhere safe, such as your password manager.
      </p>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-lg border border-sand-200 bg-sand-50 p-4 font-mono text-base"
      >
        {codes.map((code) => (
          <li key={code} className="tracking-wide">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden /> Copy Codes
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <Download className="size-4" aria-hidden /> Download Codes
        </Button>
      </div>
      <label htmlFor={checkboxId} className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          className="size-4 shrink-0 cursor-pointer accent-brand-700"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
        />
        <span className="font-semibold">I have saved my recovery codes</span>
      </label>
      <Button type="button" size="lg" disabled={!saved || isPending} onClick={onSaved}>
        {isPending ? 'Opening the dashboard...' : 'Continue to the Dashboard'}
      </Button>
    </div>
  );
}
