import { ImageOff, RotateCw, Undo2, ZoomIn, ZoomOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from './button';
import { Dialog, DialogContent } from './dialog';

/** The spec's preview: zoom from 50 to 200 percent in steps of 25, rotate by 90 degrees, reset. */
const ZOOM_MIN = 50;
const ZOOM_MAX = 200;
const ZOOM_STEP = 25;

interface ImagePreviewDialogProps {
  src: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ImagePreviewDialog({ src, title, open, onOpenChange }: ImagePreviewDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} width="wide">
        {/* Remounted on every opening, so each preview starts at 100 % and upright. */}
        {open && <ImageViewer src={src} alt={title} />}
      </DialogContent>
    </Dialog>
  );
}

function ImageViewer({ src, alt }: { src: string; alt: string }) {
  const [zoom, setZoom] = useState(100);
  const [rotation, setRotation] = useState(0);
  const [failed, setFailed] = useState(false);

  if (failed) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl bg-sand-100 px-6 py-16 text-center text-muted">
        <ImageOff className="size-10" aria-hidden />
        <p className="font-semibold text-ink">Image could not be loaded</p>
        {/* A file named as an image whose bytes are not one (a renamed .exe) fails here too. */}
        <p>This file cannot be previewed: it may not be an image. Download it to open it instead.</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-center gap-2">
        <Button variant="outline" size="sm" onClick={() => setZoom((z) => Math.max(ZOOM_MIN, z - ZOOM_STEP))} disabled={zoom <= ZOOM_MIN}>
          <ZoomOut aria-hidden />
          Zoom out
        </Button>
        <span className="w-14 text-center text-sm font-semibold tabular-nums" aria-live="polite">
          {zoom}%
        </span>
        <Button variant="outline" size="sm" onClick={() => setZoom((z) => Math.min(ZOOM_MAX, z + ZOOM_STEP))} disabled={zoom >= ZOOM_MAX}>
          <ZoomIn aria-hidden />
          Zoom in
        </Button>
        <Button variant="outline" size="sm" onClick={() => setRotation((r) => (r + 90) % 360)}>
          <RotateCw aria-hidden />
          Rotate
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setZoom(100);
            setRotation(0);
          }}
        >
          <Undo2 aria-hidden />
          Reset
        </Button>
      </div>
      <div className="flex h-[60dvh] items-center justify-center overflow-auto rounded-xl bg-sand-100">
        <img
          src={src}
          alt={alt}
          onError={() => setFailed(true)}
          className="max-h-full max-w-full object-contain transition-transform duration-200"
          style={{ transform: `scale(${zoom / 100}) rotate(${rotation}deg)` }}
        />
      </div>
    </div>
  );
}
