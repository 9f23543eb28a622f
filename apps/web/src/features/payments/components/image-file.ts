/** The image types the server accepts for a proof (it checks the bytes; this only spares a wasted upload). */
export const PROOF_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';

export const isProofImage = (file: File) => PROOF_ACCEPT.split(',').includes(file.type);
