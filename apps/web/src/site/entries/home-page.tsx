import { HomePage } from '@/features/marketing/pages/home-page';
import { hydrateSitePage } from '../hydrate';

hydrateSitePage(HomePage);
