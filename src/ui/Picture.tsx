import { useContext, type ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import type { Image } from '../generated/page.ts';
import { PhotoSourceUrl, type RenderedPhoto } from './photo.ts';

type PictureProps = {
  image: Image | RenderedPhoto;
  /**
   * The page's largest picture, in view on arrival: fetched first, with a preload in the head (so the
   * request starts before the stylesheet has laid the page out) and never lazily. 'wide': only on wide
   * screens (the layout's two columns, from 1024 px), where it sits beside the headline; on a narrower one
   * it comes further down, so it loads at once but without going ahead of the stylesheet and the text.
   */
  priority?: boolean | 'wide';
} & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height'>;

/** Where two-column layouts start (Tailwind's lg). */
const wideScreen = '(min-width: 1024px)';

/**
 * A picture from the page data, with its real size so the page does not jump while it loads. A photo
 * comes as AVIF, WebP and JPEG at several widths, and the browser picks the first format it supports at
 * the width the layout needs; every photo but the priority one loads only as it nears the viewport.
 */
export function Picture({ image, alt = image.alt, priority = false, ...rest }: PictureProps) {
  const sourceUrl = useContext(PhotoSourceUrl);
  if ('width' in image) return <img src={image.src} alt={alt} width={image.width} height={image.height} {...rest} />;
  const rendition = image.rendition;
  const loading = priority === true ? { fetchPriority: 'high' as const } : priority ? {} : { loading: 'lazy' as const };
  // A preview without a build (the page studio) has only the source file: the layout crops it around its
  // focal point, as the build's files are cropped.
  if (!rendition) {
    if (!sourceUrl) return null;
    const focus = image.focus ? { objectPosition: `${image.focus.x}% ${image.focus.y}%` } : undefined;
    return <img src={sourceUrl(image.src)} alt={alt} decoding="async" {...loading} {...rest} style={{ ...focus, ...rest.style }} />;
  }
  const { srcset, sizes } = rendition;
  if (priority)
    preload(rendition.src, {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: srcset.avif,
      imageSizes: sizes,
      fetchPriority: 'high',
      ...(priority === 'wide' ? { media: wideScreen } : {}),
    });
  return (
    <picture>
      <source type="image/avif" srcSet={srcset.avif} sizes={sizes} />
      <source type="image/webp" srcSet={srcset.webp} sizes={sizes} />
      <img
        src={rendition.src}
        srcSet={srcset.jpeg}
        sizes={sizes}
        alt={alt}
        width={rendition.width}
        height={rendition.height}
        decoding="async"
        {...loading}
        {...rest}
      />
    </picture>
  );
}
