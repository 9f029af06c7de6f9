import type { BlockBuild } from '../../core/block-build.ts';

export const heroBuild: BlockBuild<'hero'> = {
  rendersH1: true,
  photos: (hero) => (hero.image ? [{ photo: hero.image, slot: 'hero', pointer: '/image', replace: (p) => (hero.image = p) }] : []),
  // Both want the column beside the headline; and a form's hero wakes in the browser, which a photo never needs.
  rules(block, report) {
    if (block.form && block.image)
      report(
        '/image',
        'A hero shows either a photo or a form beside the headline, not both. Move the photo to a cards block further down.',
      );
  },
};
