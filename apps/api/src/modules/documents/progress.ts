import { hasSubmittedDocuments } from '@nestway/core/client-progress';
import { eq } from 'drizzle-orm';
import { documents } from '../../../db/schema/index';
import type { Db } from '../../db';

/** Whether the client has nothing left to upload (`hasSubmittedDocuments`): at least one document and none rejected. */
export async function documentsSubmitted(db: Db, userId: string): Promise<boolean> {
  return hasSubmittedDocuments(await db.select({ status: documents.status }).from(documents).where(eq(documents.userId, userId)));
}
