import { ltrInText } from '@/i18n/bidi';

/** A share code's length, and one as the Home Office writes it, kept left to right inside a right-to-left sentence. */
export const SHARE_CODE_LENGTH = 9;
export const SHARE_CODE_EXAMPLE = ltrInText('W4X 7YT 9PQ');
