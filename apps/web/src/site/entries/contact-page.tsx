import { ContactPage } from '@/features/marketing/pages/contact-page';
import { hydrateSitePage } from '../hydrate';

hydrateSitePage(ContactPage);
