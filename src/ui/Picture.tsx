import type { ImgHTMLAttributes } from 'react';
import type { Image } from '../generated/page.ts';

/** An image from the page data, with its real size so the page does not jump while it loads. */
export function Picture({
  image,
  alt = image.alt,
  ...rest
}: { image: Image } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'>) {
  return <img src={image.src} alt={alt} width={image.width} height={image.height} {...rest} />;
}
