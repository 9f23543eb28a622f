import { ImageOff, ZoomIn } from 'lucide-react';
import { useState } from 'react';
import { ImagePreviewDialog } from '@/components/ui/image-preview-dialog';

/** A small preview of a payment proof; a click opens it in the zoom-and-rotate preview. */
export function ProofThumbnail({ src, title }: { src: string; title: string }) {
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);

  if (failed) {
    return (
      <div className="flex h-24 w-32 flex-col items-center justify-center gap-1 rounded-lg bg-sand-100 px-2 text-center text-xs text-muted">
        <ImageOff className="size-5" aria-hidden />
        Image could not be loaded
      </div>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="group relative h-24 w-32 overflow-hidden rounded-lg border border-sand-200 bg-sand-100"
        aria-label={`Open ${title}`}
      >
        <img src={src} alt="" onError={() => setFailed(true)} className="size-full object-cover" />
        <span className="absolute inset-0 flex items-center justify-center bg-brand-950/0 text-white opacity-0 transition group-hover:bg-brand-950/40 group-hover:opacity-100 group-focus-visible:bg-brand-950/40 group-focus-visible:opacity-100">
          <ZoomIn className="size-6" aria-hidden />
        </span>
      </button>
      <ImagePreviewDialog src={src} title={title} open={open} onOpenChange={setOpen} />
    </>
  );
}
