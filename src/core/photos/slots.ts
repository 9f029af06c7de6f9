// The places a photo can sit, each with the shape the layout shows it at, the widths worth encoding and
// the sizes attribute that tells the browser how wide it will be drawn (so a phone picks a small file
// before any CSS has loaded). The sizes follow the layouts in HeroBlock, CardGrid and TestimonialsBlock.
export interface PhotoSlot {
  /** What editors read in a message: "a hero photo". */
  name: string;
  /** Width divided by height, as the layout shows it; the build crops around the focal point to this shape. */
  aspect: number;
  /** Widths in pixels, for phones at 1x and 2x up to wide screens at 2x. */
  widths: number[];
  /** Narrower sources look soft in this place. */
  minWidth: number;
  sizes: string;
}

export const photoSlots = {
  // Beside the headline from 1024 px (half of the 72rem page), full width under it on phones.
  hero: {
    name: 'a hero photo',
    aspect: 3 / 2,
    widths: [400, 800, 1280, 1920],
    minWidth: 800,
    sizes: '(min-width: 1024px) 34rem, calc(100vw - 2rem)',
  },
  // A card is one column of two to four from 768 px, full width on phones.
  card: {
    name: 'a card photo',
    aspect: 3 / 2,
    widths: [400, 800],
    minWidth: 400,
    sizes: '(min-width: 1024px) 24rem, (min-width: 768px) 50vw, calc(100vw - 2rem)',
  },
  // A 56 px circle beside a testimonial's name.
  avatar: {
    name: 'a portrait',
    aspect: 1,
    widths: [56, 112, 168],
    minWidth: 112,
    sizes: '56px',
  },
} satisfies Record<string, PhotoSlot>;

export type PhotoSlotName = keyof typeof photoSlots;
