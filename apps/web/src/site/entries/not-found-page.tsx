import { NotFoundPage } from '@/features/marketing/pages/not-found-page';
import { hydrateSitePage } from '../hydrate';

hydrateSitePage(NotFoundPage);
