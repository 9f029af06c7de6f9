// How long a page's title and description should be: what search results show whole. The validator's
// SEO rules enforce them and the page studio's search preview counts against them.
export const titleRange = [50, 60] as const;
export const descriptionRange = [150, 160] as const;
