import type { BlockBuild } from '../../core/block-build.ts';

export const testimonialsBuild: BlockBuild<'testimonials'> = {
  photos: (testimonials) =>
    testimonials.items.flatMap((item, j) =>
      item.photo
        ? [
            {
              photo: item.photo,
              slot: 'avatar',
              pointer: `/items/${j}/photo`,
              replace: (p) => (testimonials.items[j] = { ...item, photo: p }),
            },
          ]
        : [],
    ),
};
