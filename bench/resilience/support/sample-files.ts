import { sampleFiles } from '../../../test-support/fixtures/files';

/** A real one-pixel PNG: the app reads the type from the bytes. */
export const pngBytes = (): Buffer => sampleFiles.png;

/** A minimal PDF. */
export const pdfBytes = (): Buffer => sampleFiles.pdf;
