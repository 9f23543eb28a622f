import { WelcomePage } from '@/features/marketing/pages/welcome-page';
import { hydrateSitePage } from '../hydrate';

hydrateSitePage(WelcomePage);
