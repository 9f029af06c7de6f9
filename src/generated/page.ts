/* Generated from schema/page.schema.json by `npm run gen-types`. Do not edit by hand. */

/**
 * Which family of pages: services or industries.
 */
export type PageGroup = 'services' | 'industries';
/**
 * A small drawing from the site's icon set.
 */
export type IconName =
  | 'award'
  | 'baby'
  | 'bot'
  | 'brain'
  | 'briefcase'
  | 'building'
  | 'calculator'
  | 'calendar'
  | 'chart-line'
  | 'check-circle'
  | 'clock'
  | 'code'
  | 'dollar-sign'
  | 'droplets'
  | 'eye'
  | 'file-text'
  | 'flame'
  | 'gauge'
  | 'globe'
  | 'graduation-cap'
  | 'handshake'
  | 'heart-pulse'
  | 'house'
  | 'layers'
  | 'lightbulb'
  | 'link'
  | 'mail'
  | 'map-pin'
  | 'megaphone'
  | 'message-circle'
  | 'pen-tool'
  | 'phone'
  | 'rocket'
  | 'scissors'
  | 'search'
  | 'shield-check'
  | 'shopping-cart'
  | 'smartphone'
  | 'smile'
  | 'sparkles'
  | 'star'
  | 'stethoscope'
  | 'target'
  | 'thermometer'
  | 'trending-up'
  | 'umbrella'
  | 'users'
  | 'utensils'
  | 'wrench'
  | 'zap';
/**
 * One section of a page.
 */
export type Block =
  | HeroBlock
  | BenefitsBlock
  | ProcessBlock
  | PricingBlock
  | FaqBlock
  | FormBlock
  | CtaBlock
  | RichTextBlock
  | CardsBlock
  | LogosBlock
  | ResultsTabsBlock
  | TestimonialsBlock
  | ChecklistBlock
  | TableBlock
  | CountdownBlock
  | AgendaBlock
  | BonusesBlock
  | PageIndexBlock
  | CaseStudiesBlock;
export type RichTextNode = RichTextHeading | RichTextParagraph | RichTextList;
/**
 * Show this part only when the site's settings say so: analytics when the site measures visits, no-analytics when it does not; consent when the site asks visitors to accept cookies, no-consent when it does not; remember-visit when it keeps a visit's campaigns for leads. Legal text uses it so that it always says what the site really does.
 */
export type ShownWhen = 'analytics' | 'no-analytics' | 'consent' | 'no-consent' | 'remember-visit';

/**
 * One page of the website: how it shows in search results and when shared, and its sections from top to bottom.
 */
export interface PageFile {
  /**
   * Points your editor at this schema for autocomplete and inline errors: the relative path to schema/page.schema.json, for example ../schema/page.schema.json.
   */
  $schema: string;
  /**
   * The page's address on the site, for example /hvac-seo. Leave it empty to use the usual address for where the page is kept.
   */
  path?: string;
  meta: PageMeta;
  card?: PageCard;
  experiment?: PageExperiment;
  /**
   * The page's sections from top to bottom.
   *
   * @minItems 1
   */
  blocks: [Block, ...Block[]];
}
/**
 * What search engines and link previews show for this page.
 */
export interface PageMeta {
  /**
   * The title in the browser tab and in search results: 50 to 60 characters (a page cannot be saved with a shorter or longer one), unique to this page.
   */
  title: string;
  /**
   * The summary under the title in search results: 150 to 160 characters (a page cannot be saved with a shorter or longer one), unique to this page.
   */
  description: string;
  /**
   * Optional. The words you most want this page found for in search, as people type them, for example hvac seo. The SEO report checks the page uses them in the right places. Give each page its own.
   */
  keyphrase?: string;
  /**
   * Optional. Other ways people search for the same thing, for example seo for hvac companies. They count as the focus keyphrase in the SEO report.
   *
   * @maxItems 5
   */
  synonyms?: string[];
  /**
   * Only when this page copies another: the full address of the original, starting with https://. Leave it empty otherwise.
   */
  canonical?: string;
  image?: Image;
  /**
   * Tick to keep this page out of search results and the site map.
   */
  noindex?: boolean;
  article?: ArticleDates;
}
/**
 * Picture shown when the page is shared on social networks. The site's usual picture is used without one.
 */
export interface Image {
  /**
   * Where the file is kept, for example /images/team.webp.
   */
  src: string;
  /**
   * What the picture shows, for visitors who cannot see it. Use an empty text only for pure decoration.
   */
  alt: string;
  /**
   * Width of the file in pixels.
   */
  width: number;
  /**
   * Height of the file in pixels.
   */
  height: number;
}
/**
 * For articles only: when it was published and last updated. With it the page carries Article structured data for search engines.
 */
export interface ArticleDates {
  /**
   * The date it was first published, for example 2024-09-14.
   */
  published: string;
  /**
   * The date it was last updated, for example 2024-10-02.
   */
  modified?: string;
}
/**
 * How this page appears on its group's index page, in the menus and in the footer. Give every service and industry page one; other pages leave it out.
 */
export interface PageCard {
  group: PageGroup;
  /**
   * The card's heading, for example HVAC SEO.
   */
  title: string;
  /**
   * Shorter words for the menus, for example HVAC. The card heading is used without them.
   */
  menuLabel?: string;
  /**
   * One or two sentences on the card saying who the page is for.
   */
  description: string;
  icon: IconName;
  /**
   * Where the page sits among its group, lowest first (10, 20, 30, so a new page can go between). Pages without one come last, by heading.
   */
  order?: number;
}
/**
 * Optional. Tries other words for some of this page's texts on visitors who accepted cookies, each visitor always seeing the same version, and every lead saying which version won it. Visitors without consent and search engines always get the page as written. One test a page.
 */
export interface PageExperiment {
  /**
   * A short name for this test, unique on the site, for example hvac-hero-2026-11. Leads and the visitor statistics carry it; change it when you start a new test.
   */
  id: string;
  /**
   * The first day the test runs (UTC), for example 2026-11-20.
   */
  start: string;
  /**
   * The last day the test runs (UTC), for example 2027-01-31. After it, every visitor gets the page as written.
   */
  end: string;
  /**
   * The share of counted visitors, in percent, who get the page as written (the control). With the versions' shares it makes 100.
   */
  controlWeight: number;
  /**
   * The other versions. Each changes some texts of the page and leaves the rest as written.
   *
   * @minItems 1
   * @maxItems 4
   */
  variants: [ExperimentVariant, ...ExperimentVariant[]];
}
export interface ExperimentVariant {
  /**
   * A short name for this version, for example b or price-first. Leads carry it.
   */
  id: string;
  /**
   * The share of counted visitors, in percent, who get this version.
   */
  weight: number;
  /**
   * The texts this version changes, each with the words this version shows instead.
   *
   * @minItems 1
   * @maxItems 10
   */
  texts: [ExperimentText, ...ExperimentText[]];
}
export interface ExperimentText {
  /**
   * Which text of the page this version changes.
   */
  field: string;
  /**
   * The words this version shows instead.
   */
  text: string;
}
/**
 * The first section of a page: the main headline (a page has only one), a supporting line, up to two buttons and optional headline figures, and optionally a form beside them.
 */
export interface HeroBlock {
  /**
   * Always "hero".
   */
  type: 'hero';
  /**
   * A short name so a link can jump straight to this section, for example pricing for a link to #pricing. Most sections need none.
   */
  id?: string;
  /**
   * A short label above the headline, for example HVAC SEO.
   */
  eyebrow?: string;
  /**
   * The page's main headline. Every page has exactly one.
   */
  title: string;
  /**
   * One or two sentences under the headline that say who this is for and what they get.
   */
  subtitle?: string;
  /**
   * Up to four short labels shown as badges under the subtitle, for example 3-week implementation.
   *
   * @maxItems 4
   */
  badges?: string[];
  icon?: IconName;
  image?: Photo;
  /**
   * Up to two buttons. The first is the main one.
   *
   * @maxItems 2
   */
  actions?: Action[];
  /**
   * Up to four headline figures shown under the buttons, for example 150% / average organic traffic increase.
   *
   * @maxItems 4
   */
  stats?: {
    /**
     * The figure itself, for example 150% or 200+.
     */
    value: string;
    /**
     * What the figure means, in a few words.
     */
    label: string;
  }[];
  form?: HeroForm;
}
/**
 * Optional photo beside the headline on wide screens and under it on phones, shown 3:2 (wider than tall). It loads first, as the page's largest picture, so it needs to be at least 800 px wide. A hero has either a photo or a form, not both.
 */
export interface Photo {
  /**
   * The photo's name in the photos folder, for example about/team-workshop.jpg: lower-case letters, digits and hyphens, ending in .jpg, .jpeg, .png or .webp.
   */
  src: string;
  /**
   * What the photo shows, in a sentence, for visitors who cannot see it and for search engines (for example Two strategists mapping keywords on a whiteboard). Not the file name, and not just the word photo.
   */
  alt: string;
  focus?: FocalPoint;
}
/**
 * The part of the photo that must stay in view when a layout shows it at another shape than the file's (for example a face near the left edge). Without it, the centre is kept.
 */
export interface FocalPoint {
  /**
   * How far across, in percent of the width: 0 is the left edge, 50 the middle, 100 the right edge.
   */
  x: number;
  /**
   * How far down, in percent of the height: 0 is the top edge, 50 the middle, 100 the bottom edge.
   */
  y: number;
}
/**
 * A button-styled link that asks the visitor to do something.
 */
export interface Action {
  /**
   * The words on the button, short and active (for example Get Free SEO Audit).
   */
  label: string;
  /**
   * A page of this site, a section of this page (#pricing), or a full address starting with https://, mailto: (an e-mail) or tel: (a phone number).
   */
  href: string;
  /**
   * Choose audit to open the free-audit form in a pop-up when the button is clicked. The button still goes to its link when the pop-up cannot open.
   */
  opensForm?: 'audit';
  /**
   * Only when the button's words are vague, such as Learn More: say where it leads, for example about our SEO services. Screen readers and search engines read them after the button's words.
   */
  context?: string;
}
/**
 * Optional form beside the headline (on wide screens a card to the right; on phones its own section under the headline, reached by a button that scrolls to it).
 */
export interface HeroForm {
  /**
   * Which form: audit or webinar.
   */
  form: 'audit' | 'webinar';
  /**
   * A short name so a link can jump straight to this section, for example pricing for a link to #pricing. Most sections need none.
   */
  id: string;
  /**
   * Heading above the form.
   */
  title?: string;
  /**
   * Line under the form's heading.
   */
  subtitle?: string;
  /**
   * Words on the submit button.
   */
  submitLabel?: string;
  /**
   * The phone-only button under the headline that scrolls down to the form, for example Reserve My Free Spot.
   */
  jumpLabel: string;
}
/**
 * A list of ticked benefits, each a short title with an optional sentence.
 */
export interface BenefitsBlock {
  /**
   * Always "benefits".
   */
  type: 'benefits';
  /**
   * A short name so a link can jump straight to this section, for example pricing for a link to #pricing. Most sections need none.
   */
  id?: string;
  /**
   * Section heading.
   */
  title: string;
  /**
   * Optional sentence under the heading.
   */
  intro?: string;
  /**
   * The benefits, most convincing first (industry pages use 7 to 10).
   *
   * @minItems 1
   * @maxItems 12
   */
  items: [
    {
      /**
       * The benefit in a few words.
       */
      title: string;
      /**
       * Optional sentence that makes the benefit concrete.
       */
      description?: string;
    },
    ...{
      /**
       * The benefit in a few words.
       */
      title: string;
      /**
       * Optional sentence that makes the benefit concrete.
       */
      description?: string;
    }[]
  ];
}
/**
 * Numbered steps that show how the work is done, in order.
 */
export interface ProcessBlock {
  /**
   * Always "process".
   */
  type: 'process';
  /**
   * A short name so a link can jump straight to this section, for example pricing for a link to #pricing. Most sections need none.
   */
  id?: string;
  /**
   * Section heading.
   */
  title: string;
  /**
   * Optional sentence under the heading.
   */
  intro?: string;
  /**
   * The steps in order. They are numbered automatically unless a step has its own label.
   *
   * @minItems 2
   * @maxItems 8
   */
  steps: [
    {
      /**
       * Optional label shown instead of the step number, for example Week 1 or Ongoing.
       */
      label?: string;
      /**
       * What happens in this step, in a few words.
       */
      title: string;
      /**
       * One or two sentences on what the client gets from this step.
       */
      description: string;
    },
    {
      /**
       * Optional label shown instead of the step number, for example Week 1 or Ongoing.
       */
      label?: string;
      /**
       * What happens in this step, in a few words.
       */
      title: string;
      /**
       * One or two sentences on what the client gets from this step.
       */
      description: string;
    },
    ...{
      /**
       * Optional label shown instead of the step number, for example Week 1 or Ongoing.
       */
      label?: string;
      /**
       * What happens in this step, in a few words.
       */
      title: string;
      /**
       * One or two sentences on what the client gets from this step.
       */
      description: string;
    }[]
  ];
}
/**
 * Side-by-side price plans, each with its features and a button.
 */
export interface PricingBlock {
  /**
   * Always "pricing".
   */
  type: 'pricing';
  /**
   * A short name so a link can jump straight to this section, for example pricing for a link to #pricing. Most sections need none.
   */
  id?: string;
  /**
   * Section heading.
   */
  title: string;
  /**
   * Optional sentence under the heading.
   */
  intro?: string;
  /**
   * The plans, cheapest first.
   *
   * @minItems 1
   * @maxItems 4
   */
  plans: [
    {
      /**
       * Plan name, for example Growth Plan.
       */
      name: string;
      /**
       * The price as visitors should read it, for example $2,497 or Custom.
       */
      price: string;
      /**
       * Optional billing period shown after the price, for example /month.
       */
      period?: string;
      /**
       * One sentence on who the plan is for.
       */
      description: string;
      /**
       * What the plan includes, one line each.
       *
       * @minItems 1
       * @maxItems 15
       */
      features: [string, ...string[]];
      /**
       * Optional line naming the kind of business the plan suits best.
       */
      bestFor?: string;
      /**
       * Tick to highlight this plan as the most popular one.
       */
      featured?: boolean;
      action: Action;
    },
    ...{
      /**
       * Plan name, for example Growth Plan.
       */
      name: string;
      /**
       * The price as visitors should read it, for example $2,497 or Custom.
       */
      price: string;
      /**
       * Optional billing period shown after the price, for example /month.
       */
      period?: string;
      /**
       * One sentence on who the plan is for.
       */
      description: string;
      /**
       * What the plan includes, one line each.
       *
       * @minItems 1
       * @maxItems 15
       */
      features: [string, ...string[]];
      /**
       * Optional line naming the kind of business the plan suits best.
       */
      bestFor?: string;
      /**
       * Tick to highlight this plan as the most popular one.
       */
      featured?: boolean;
      action: Action;
    }[]
  ];
  /**
   * Optional line under the plans, for example an offer or a guarantee.
   */
  note?: string;
}
/**
 * Frequently asked questions. Visitors open one answer at a time; clicking the open question closes it.
 */
export interface FaqBlock {
  /**
   * Always "faq".
   */
  type: 'faq';
  /**
   * A short name so a link can jump straight to this section, for example pricing for a link to #pricing. Most sections need none.
   */
  id?: string;
  /**
   * Section heading, for example Frequently Asked Questions.
   */
  title: string;
  /**
   * Optional sentence under the heading.
   */
  intro?: string;
  /**
   * The questions and their answers.
   *
   * @minItems 1
   * @maxItems 20
   */
  items: [
    {
      /**
       * The question, as a visitor would ask it.
       */
      question: string;
      /**
       * A direct answer in two to four sentences.
       */
      answer: string;
    },
    ...{
      /**
       * The question, as a visitor would ask it.
       */
      question: string;
      /**
       * A direct answer in two to four sentences.
       */
      answer: string;
    }[]
  ];
}
/**
 * A place on the page for one of the site's lead forms: the free audit request or the webinar registration. With reasons beside it, the form stays in view while visitors read the reasons and the offer next to it.
 */
export interface FormBlock {
  /**
   * Always "form".
   */
  type: 'form';
  /**
   * A short name so a link can jump straight to this section, for example pricing for a link to #pricing. Most sections need none.
   */
  id?: string;
  /**
   * Which form to show: audit (a free SEO audit request) or webinar (a masterclass registration).
   */
  form: 'audit' | 'webinar';
  /**
   * Heading above the form. The form's own default is used when empty.
   */
  title?: string;
  /**
   * Line under the heading.
   */
  subtitle?: string;
  /**
   * Words on the submit button.
   */
  submitLabel?: string;
  beside?: FormBeside;
}
/**
 * Optional reasons and an offer box shown beside the form on wide screens (above it on phones).
 */
export interface FormBeside {
  /**
   * Heading over the reasons, for example Why Businesses Partner With Us.
   */
  title: string;
  /**
   * Short reasons to get in touch, each with a tick.
   *
   * @minItems 1
   * @maxItems 8
   */
  reasons: [
    {
      /**
       * The reason in a few words.
       */
      title: string;
      /**
       * A sentence on it.
       */
      description?: string;
    },
    ...{
      /**
       * The reason in a few words.
       */
      title: string;
      /**
       * A sentence on it.
       */
      description?: string;
    }[]
  ];
  offer?: OfferBox;
}
/**
 * Optional highlighted box with what the visitor gets.
 */
export interface OfferBox {
  /**
   * The offer, for example Your Free SEO Audit.
   */
  title: string;
  /**
   * Optional sentence under the title.
   */
  text?: string;
  /**
   * What is included, one short line each.
   *
   * @minItems 1
   * @maxItems 8
   */
  points: [string, ...string[]];
}
/**
 * A closing call to action: a headline, a sentence and up to two buttons. Leave fields out to use the standard wording.
 */
export interface CtaBlock {
  /**
   * Always "cta".
   */
  type: 'cta';
  /**
   * A short name so a link can jump straight to this section, for example pricing for a link to #pricing. Most sections need none.
   */
  id?: string;
  /**
   * The headline.
   */
  title?: string;
  /**
   * Optional sentence under the headline.
   */
  text?: string;
  primary?: Action1;
  /**
   * The second, quieter button. Remove it to show only the main button.
   */
  secondary?: {
    /**
     * The words on the button, short and active (for example Learn More).
     */
    label: string;
    /**
     * A page of this site, a section of this page (#pricing), or a full address starting with https://, mailto: (an e-mail) or tel: (a phone number).
     */
    href: string;
    /**
     * Only when the button's words are vague, such as Learn More: say where it leads, for example about our SEO services. Screen readers and search engines read them after the button's words.
     */
    context?: string;
  } | null;
}
/**
 * A button-styled link that asks the visitor to do something.
 */
export interface Action1 {
  /**
   * The words on the button, short and active (for example Get Free SEO Audit).
   */
  label: string;
  /**
   * A page of this site, a section of this page (#pricing), or a full address starting with https://, mailto: (an e-mail) or tel: (a phone number).
   */
  href: string;
  /**
   * Choose audit to open the free-audit form in a pop-up when the button is clicked. The button still goes to its link when the pop-up cannot open.
   */
  opensForm?: 'audit';
  /**
   * Only when the button's words are vague, such as Learn More: say where it leads, for example about our SEO services. Screen readers and search engines read them after the button's words.
   */
  context?: string;
}
/**
 * Running text: headings, paragraphs and lists, for articles, legal pages and explanations.
 */
export interface RichTextBlock {
  /**
   * Always "richText".
   */
  type: 'richText';
  /**
   * A short name so a link can jump straight to this section, for example pricing for a link to #pricing. Most sections need none.
   */
  id?: string;
  /**
   * Optional section heading shown above the text.
   */
  title?: string;
  /**
   * The text, piece by piece, in reading order.
   *
   * @minItems 1
   */
  content: [RichTextNode, ...RichTextNode[]];
}
/**
 * A sub-heading inside the text.
 */
export interface RichTextHeading {
  /**
   * Always "heading".
   */
  type: 'heading';
  when?: ShownWhen;
  /**
   * The heading words.
   */
  text: string;
  /**
   * 3 for a smaller heading under another heading; 2 otherwise.
   */
  level?: 2 | 3;
}
/**
 * A paragraph.
 */
export interface RichTextParagraph {
  /**
   * Always "paragraph".
   */
  type: 'paragraph';
  when?: ShownWhen;
  /**
   * Text shown to visitors. You may write **bold words** and [a link](/contact).
   */
  text: string;
}
/**
 * A bulleted or numbered list.
 */
export interface RichTextList {
  /**
   * Always "list".
   */
  type: 'list';
  when?: ShownWhen;
  /**
   * Tick for a numbered list; bullets otherwise.
   */
  ordered?: boolean;
  /**
   * The list entries.
   *
   * @minItems 1
   *
   * Items: Text shown to visitors. You may write **bold words** and [a link](/contact).
   */
  items: [string, ...string[]];
}
/**
 * A grid of cards, each with an icon or a photo, a title, a short description and an optional link.
 */
export interface CardsBlock {
  /**
   * Always "cards".
   */
  type: 'cards';
  /**
   * A short name so a link can jump straight to this section, for example pricing for a link to #pricing. Most sections need none.
   */
  id?: string;
  /**
   * Optional section heading.
   */
  title?: string;
  /**
   * Optional sentence under the heading.
   */
  intro?: string;
  /**
   * How many cards sit side by side on a wide screen (phones always show one).
   */
  columns?: 2 | 3 | 4;
  /**
   * The cards.
   *
   * @minItems 1
   * @maxItems 24
   */
  items: [
    {
      icon?: IconName;
      image?: Photo1;
      /**
       * Card heading.
       */
      title: string;
      /**
       * One or two sentences.
       */
      description: string;
      link?: Link;
    },
    ...{
      icon?: IconName;
      image?: Photo1;
      /**
       * Card heading.
       */
      title: string;
      /**
       * One or two sentences.
       */
      description: string;
      link?: Link;
    }[]
  ];
}
/**
 * Optional photo at the top of the card, shown 3:2 (wider than tall) and loaded only when the visitor scrolls near it; at least 400 px wide. A card with a photo shows no icon.
 */
export interface Photo1 {
  /**
   * The photo's name in the photos folder, for example about/team-workshop.jpg: lower-case letters, digits and hyphens, ending in .jpg, .jpeg, .png or .webp.
   */
  src: string;
  /**
   * What the photo shows, in a sentence, for visitors who cannot see it and for search engines (for example Two strategists mapping keywords on a whiteboard). Not the file name, and not just the word photo.
   */
  alt: string;
  focus?: FocalPoint;
}
/**
 * Optional link at the foot of the card, for example Learn More.
 */
export interface Link {
  /**
   * The words visitors click.
   */
  label: string;
  /**
   * A page of this site, a section of this page (#pricing), or a full address starting with https://, mailto: (an e-mail) or tel: (a phone number).
   */
  href: string;
}
/**
 * A strip of client logos. On phones and tablets it scrolls slowly in a loop; on wide screens it stands still, centred.
 */
export interface LogosBlock {
  /**
   * Always "logos".
   */
  type: 'logos';
  /**
   * A short name so a link can jump straight to this section, for example pricing for a link to #pricing. Most sections need none.
   */
  id?: string;
  /**
   * Optional line above the logos, for example Trusted by growing businesses.
   */
  title?: string;
  /**
   * The logos, each a picture from the images folder with the client's name as what it shows.
   *
   * @minItems 2
   * @maxItems 8
   */
  logos: [Image1, Image1, ...Image1[]];
}
/**
 * A picture from the images folder, with its real size so the page does not jump while it loads.
 */
export interface Image1 {
  /**
   * Where the file is kept, for example /images/team.webp.
   */
  src: string;
  /**
   * What the picture shows, for visitors who cannot see it. Use an empty text only for pure decoration.
   */
  alt: string;
  /**
   * Width of the file in pixels.
   */
  width: number;
  /**
   * Height of the file in pixels.
   */
  height: number;
}
/**
 * Client results in tabs: one tab per client, each with the headline figure, the results list and a link to the full case study. The first tab is open when the page loads.
 */
export interface ResultsTabsBlock {
  /**
   * Always "resultsTabs".
   */
  type: 'resultsTabs';
  /**
   * A short name so a link can jump straight to this section, for example pricing for a link to #pricing. Most sections need none.
   */
  id?: string;
  /**
   * Section heading.
   */
  title: string;
  /**
   * Optional sentence under the heading.
   */
  intro?: string;
  /**
   * The tabs, in order.
   *
   * @minItems 2
   * @maxItems 5
   */
  tabs: [ResultsTab, ResultsTab, ...ResultsTab[]];
}
export interface ResultsTab {
  /**
   * A short unique name for the tab, for example ed-tech.
   */
  id: string;
  /**
   * The tab's label, for example Ed-Tech.
   */
  title: string;
  /**
   * The client shown in this tab.
   */
  companyName: string;
  /**
   * The headline figure, for example 11.6x.
   */
  increase: string;
  /**
   * What the headline figure measures, for example Organic traffic growth.
   */
  metric: string;
  /**
   * How long it took, for example In 8 months.
   */
  timeframe: string;
  /**
   * Optional business outcome, for example +$200K annual recurring revenue.
   */
  revenue?: string;
  image?: Image1;
  /**
   * Three to five results, one line each.
   *
   * @minItems 1
   * @maxItems 6
   */
  results: [string, ...string[]];
  link: Link1;
}
/**
 * A text link.
 */
export interface Link1 {
  /**
   * The words visitors click.
   */
  label: string;
  /**
   * A page of this site, a section of this page (#pricing), or a full address starting with https://, mailto: (an e-mail) or tel: (a phone number).
   */
  href: string;
}
/**
 * Client testimonials shown one at a time, with arrows (on wide screens) and dots to move between them.
 */
export interface TestimonialsBlock {
  /**
   * Always "testimonials".
   */
  type: 'testimonials';
  /**
   * A short name so a link can jump straight to this section, for example pricing for a link to #pricing. Most sections need none.
   */
  id?: string;
  /**
   * Section heading.
   */
  title: string;
  /**
   * Optional sentence under the heading.
   */
  intro?: string;
  /**
   * The testimonials, in the order they are shown.
   *
   * @minItems 1
   * @maxItems 10
   */
  items: [Testimonial, ...Testimonial[]];
}
export interface Testimonial {
  /**
   * The person's name.
   */
  name: string;
  /**
   * Their role and company, for example Founder, Learnly.
   */
  position: string;
  image?: Image2;
  photo?: Photo2;
  /**
   * Stars out of 5.
   */
  rating: number;
  /**
   * What they said, in their words.
   */
  text: string;
}
/**
 * A picture from the images folder, with its real size so the page does not jump while it loads.
 */
export interface Image2 {
  /**
   * Where the file is kept, for example /images/team.webp.
   */
  src: string;
  /**
   * What the picture shows, for visitors who cannot see it. Use an empty text only for pure decoration.
   */
  alt: string;
  /**
   * Width of the file in pixels.
   */
  width: number;
  /**
   * Height of the file in pixels.
   */
  height: number;
}
/**
 * Optional portrait photo from the photos folder, cut to a circle (keep the face at the focal point); at least 112 px wide. Used instead of image when both are given.
 */
export interface Photo2 {
  /**
   * The photo's name in the photos folder, for example about/team-workshop.jpg: lower-case letters, digits and hyphens, ending in .jpg, .jpeg, .png or .webp.
   */
  src: string;
  /**
   * What the photo shows, in a sentence, for visitors who cannot see it and for search engines (for example Two strategists mapping keywords on a whiteboard). Not the file name, and not just the word photo.
   */
  alt: string;
  focus?: FocalPoint;
}
/**
 * A numbered checklist in groups. Points are numbered 1, 2, 3 … across all groups for you; the number of points must match what the page promises.
 */
export interface ChecklistBlock {
  /**
   * Always "checklist".
   */
  type: 'checklist';
  /**
   * A short name so a link can jump straight to this section, for example pricing for a link to #pricing. Most sections need none.
   */
  id?: string;
  /**
   * Optional section heading.
   */
  title?: string;
  /**
   * Optional sentence under the heading.
   */
  intro?: string;
  /**
   * How many points the checklist has, as the page promises it (for example 47). It must equal the number of points in all groups.
   */
  total: number;
  /**
   * The groups in order; each shows its title and how many points it has.
   *
   * @minItems 1
   * @maxItems 20
   */
  groups: [ChecklistGroup, ...ChecklistGroup[]];
}
export interface ChecklistGroup {
  /**
   * Group heading, for example Site Speed & Core Web Vitals.
   */
  title: string;
  icon?: IconName;
  /**
   * The points of this group. Do not number them: numbers are added for you.
   *
   * @minItems 1
   * @maxItems 30
   */
  items: [ChecklistItem, ...ChecklistItem[]];
}
export interface ChecklistItem {
  /**
   * The point itself, as an instruction.
   */
  title: string;
  /**
   * Optional sentence on how to check or fix it.
   */
  detail?: string;
}
/**
 * A comparison table, for example traditional SEO against AI SEO. The first column names what each row compares; on a phone each row is shown as its own card so nothing has to scroll sideways.
 */
export interface TableBlock {
  /**
   * Always "table".
   */
  type: 'table';
  /**
   * A short name so a link can jump straight to this section, for example pricing for a link to #pricing. Most sections need none.
   */
  id?: string;
  /**
   * Optional section heading.
   */
  title?: string;
  /**
   * Optional sentence under the heading.
   */
  intro?: string;
  /**
   * What the table shows, in a few words, read out by screen readers (for example Traditional SEO compared with AI SEO).
   */
  caption: string;
  /**
   * The column headings, left to right. The first heads the row labels (for example Aspect), the others the things compared.
   *
   * @minItems 2
   * @maxItems 4
   */
  columns: [string, string, ...string[]];
  /**
   * Optional number of the column to highlight as the recommended one, counting from 1 (for example 3 for the third column).
   */
  highlight?: number;
  /**
   * The rows. Each row has exactly one cell per column; the first cell is the row's label.
   *
   * @minItems 1
   * @maxItems 20
   */
  rows: [[string, string, ...string[]], ...[string, string, ...string[]][]];
}
/**
 * A banner counting down to the next live session in days, hours, minutes and seconds. The target is a number of days after the visitor opens the page, at a set hour of their local time. Put it first on the page.
 */
export interface CountdownBlock {
  /**
   * Always "countdown".
   */
  type: 'countdown';
  /**
   * A short name so a link can jump straight to this section, for example pricing for a link to #pricing. Most sections need none.
   */
  id?: string;
  /**
   * Words before the clock, for example Next live session starts in.
   */
  label: string;
  /**
   * How many days after the visit the session starts.
   */
  daysAhead?: number;
  /**
   * The hour the session starts, on the 24-hour clock in the visitor's local time (14 is 2 pm).
   */
  hour?: number;
  /**
   * Shown instead of the clock once the start time has passed.
   */
  endedLabel?: string;
  units?: UnitNames;
  /**
   * Optional short line beside the clock, for example Only 13 seats left.
   */
  note?: string;
  action?: Action2;
}
/**
 * The names under the four numbers, in the page's language.
 */
export interface UnitNames {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
}
/**
 * A button-styled link that asks the visitor to do something.
 */
export interface Action2 {
  /**
   * The words on the button, short and active (for example Get Free SEO Audit).
   */
  label: string;
  /**
   * A page of this site, a section of this page (#pricing), or a full address starting with https://, mailto: (an e-mail) or tel: (a phone number).
   */
  href: string;
  /**
   * Choose audit to open the free-audit form in a pop-up when the button is clicked. The button still goes to its link when the pop-up cannot open.
   */
  opensForm?: 'audit';
  /**
   * Only when the button's words are vague, such as Learn More: say where it leads, for example about our SEO services. Screen readers and search engines read them after the button's words.
   */
  context?: string;
}
/**
 * A timed running order, for example a 90-minute session. Each part gives its length in minutes; start and end times are worked out for you. The parts not marked optional must add up to the total minutes.
 */
export interface AgendaBlock {
  /**
   * Always "agenda".
   */
  type: 'agenda';
  /**
   * A short name so a link can jump straight to this section, for example pricing for a link to #pricing. Most sections need none.
   */
  id?: string;
  /**
   * Optional section heading.
   */
  title?: string;
  /**
   * Optional sentence under the heading.
   */
  intro?: string;
  /**
   * The session's promised length in minutes (for example 90). It must equal the minutes of all parts not marked optional.
   */
  totalMinutes: number;
  labels?: AgendaWording;
  /**
   * The parts of the session in order.
   *
   * @minItems 1
   * @maxItems 20
   */
  items: [AgendaItem, ...AgendaItem[]];
}
/**
 * The words around the times, in the page's language. {minutes} stands for a number of minutes.
 */
export interface AgendaWording {
  /**
   * After each part's length, for example {minutes} min ({minutes} stands for the number).
   */
  minutes: string;
  /**
   * The tag on an optional part.
   */
  optional: string;
  /**
   * The closing line.
   */
  total: string;
  /**
   * Added to the closing line when some parts are optional.
   */
  plusOptional: string;
  /**
   * Read out before a part's start time by screen readers.
   */
  from: string;
  /**
   * Read out between a part's start and end times by screen readers.
   */
  to: string;
}
export interface AgendaItem {
  /**
   * How long this part takes, in minutes.
   */
  minutes: number;
  /**
   * What happens in this part.
   */
  title: string;
  /**
   * Optional sentence or two on what attendees get from it.
   */
  description?: string;
  /**
   * Tick for a part that runs after the promised length, for those who can stay (for example an open Q&A). It is marked optional and not counted in the total.
   */
  optional?: boolean;
}
/**
 * Extras for early sign-ups, each with its value, and a bar showing how many of the limited places are taken.
 */
export interface BonusesBlock {
  /**
   * Always "bonuses".
   */
  type: 'bonuses';
  /**
   * A short name so a link can jump straight to this section, for example pricing for a link to #pricing. Most sections need none.
   */
  id?: string;
  /**
   * Optional section heading.
   */
  title?: string;
  /**
   * Optional sentence under the heading.
   */
  intro?: string;
  /**
   * Optional progress bar: how many of the limited places are already taken.
   */
  claimed?: {
    /**
     * Places taken, for example 37.
     */
    count: number;
    /**
     * Places in all, for example 50.
     */
    of: number;
    /**
     * What the places are, shown after the numbers, for example bonus spots claimed (37 of 50 bonus spots claimed).
     */
    label: string;
    /**
     * Optional line under the bar, for example 63 spots remaining in the session.
     */
    note?: string;
  };
  /**
   * The bonuses.
   *
   * @minItems 1
   * @maxItems 8
   */
  items: [BonusItem, ...BonusItem[]];
}
export interface BonusItem {
  icon?: IconName;
  /**
   * The bonus.
   */
  title: string;
  /**
   * Optional sentence on what it is.
   */
  description?: string;
  /**
   * What it is worth, as shown, for example $297 value.
   */
  value: string;
}
/**
 * A grid of cards linking to every page of one group (for example all industry pages). The cards come from each page's own card in menus and indexes, so a new page appears here without editing this one.
 */
export interface PageIndexBlock {
  /**
   * Always "pageIndex".
   */
  type: 'pageIndex';
  /**
   * A short name so a link can jump straight to this section, for example pricing for a link to #pricing. Most sections need none.
   */
  id?: string;
  /**
   * Optional section heading.
   */
  title?: string;
  /**
   * Optional sentence under the heading.
   */
  intro?: string;
  group: PageGroup;
  /**
   * How many cards sit side by side on a wide screen (phones always show one).
   */
  columns?: 2 | 3 | 4;
  /**
   * Words of the link at the foot of each card.
   */
  linkLabel?: string;
}
/**
 * Cards for the site's case studies, each with its picture, industry, title, summary and results, and a link to its own page.
 */
export interface CaseStudiesBlock {
  /**
   * Always "caseStudies".
   */
  type: 'caseStudies';
  /**
   * A short name so a link can jump straight to this section, for example pricing for a link to #pricing. Most sections need none.
   */
  id?: string;
  /**
   * Optional section heading.
   */
  title?: string;
  /**
   * Optional sentence under the heading.
   */
  intro?: string;
  /**
   * Show only the first few case studies (all when absent).
   */
  limit?: number;
}
