// The words an editor writes into a Roofing SEO page started from the HVAC page, by field id: the texts
// still to write, as the studio lists them (the first-page walk of studio.spec.ts and the timed tasks).
export const roofingTexts: Record<string, string> = {
  root_meta_title: 'Roofing SEO: More Homeowners Booking Roof Jobs | RankHarbor',
  root_meta_description:
    'Roofing SEO that puts your company first when a storm tears off shingles and homeowners search for a roofer nearby. More inspections, more signed jobs.',
  root_card_description: 'Inspection and repair calls from homeowners nearby, after every storm and all year round.',
  root_blocks_0_title: 'Roofing SEO That Brings Homeowners to Your Door',
  root_blocks_0_actions_0_label: 'Get Your Free Roofing SEO Audit',
  root_blocks_1_title: 'What Roofing SEO Does for Your Business',
  root_blocks_1_items_0_title: 'More calls after every storm',
  root_blocks_1_items_1_title: 'A page for each roofing service you offer',
  root_blocks_1_items_2_title: 'Reviews that win a homeowner’s trust',
};

/** The texts still to write on a page started from the HVAC page, as the checklist names them (the form's labels, as AUTHORING's walk-through lists them). */
export const roofingToWrite = [
  'Search and share › Title',
  'Search and share › Description',
  'Card in menus and indexes › Card text',
  'Hero › Headline',
  'Hero › Button 1 › Button words',
  'Benefits › Heading',
  'Benefits › Benefit 1 › Benefit',
  'Benefits › Benefit 2 › Benefit',
  'Benefits › Benefit 3 › Benefit',
];
