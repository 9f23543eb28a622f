import { PrivacyPage } from '@/features/marketing/pages/privacy-page';
import { hydrateSitePage } from '../hydrate';

hydrateSitePage(PrivacyPage);
