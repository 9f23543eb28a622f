import { AboutPage } from '@/features/marketing/pages/about-page';
import { hydrateSitePage } from '../hydrate';

hydrateSitePage(AboutPage);
