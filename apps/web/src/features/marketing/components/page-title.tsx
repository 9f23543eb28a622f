import { brand } from '@nestway/core/business';

/** Sets the document title ("About · Nestway"); React places the element in the document head. */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} · ${brand.name}`}</title>;
}
