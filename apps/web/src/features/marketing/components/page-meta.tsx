import { brand } from '@nestway/core/brand';
import * as m from '@nestway/core/i18n/messages';

/**
 * The page's title ("About · Nestway") and meta description. React places both in the document head,
 * and the pre-rendered pages carry them in their HTML.
 */
export function PageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{m.public_page_title({ page: title, brand: brand.name })}</title>
      <meta name="description" content={description} />
    </>
  );
}
