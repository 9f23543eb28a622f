import { brand } from '@nestway/core/brand';

/**
 * The page's title ("About · Nestway") and meta description. React places both in the document head,
 * and the pre-rendered pages carry them in their HTML.
 */
export function PageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{`${title} · ${brand.name}`}</title>
      <meta name="description" content={description} />
    </>
  );
}
