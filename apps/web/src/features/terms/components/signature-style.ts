/** A typed signature is shown in a handwriting-like face, from fonts most systems already have. */
export const signatureFont = {
  fontFamily: '"Segoe Script", "Bradley Hand", "Snell Roundhand", "Brush Script MT", "Apple Chancery", cursive',
  fontStyle: 'italic',
} as const;
