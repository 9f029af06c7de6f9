/* Generated from schema/site.schema.json by `npm run gen-types`. Do not edit by hand. */

/**
 * Which family of pages: services or industries.
 */
export type PageGroup = 'services' | 'industries';

/**
 * Settings shared by every page: the brand, contact details, menus, footer, redirects and the lead-form service.
 */
export interface SiteConfig {
  /**
   * Points your editor at this schema for autocomplete and inline errors: the relative path to schema/site.schema.json, for example ../schema/site.schema.json.
   */
  $schema: string;
  /**
   * The site's public address without a trailing slash, used for canonical links and the sitemap. The SITE_URL environment variable overrides it at build time.
   */
  baseUrl: string;
  /**
   * Language of the pages as a language tag, for example en.
   */
  language: string;
  /**
   * The brand colour browsers use for their address bar and the installed-app frame, as #rrggbb.
   */
  themeColor: string;
  shareImage: Image;
  brand: Brand;
  contact: Contact;
  header: HeaderConfig;
  footer: FooterConfig;
  /**
   * The agency's social profiles, shown as icons in the footer.
   */
  social: SocialLink[];
  /**
   * Old addresses that now live elsewhere. Visitors and search engines are sent on permanently (HTTP 301).
   */
  redirects: Redirect[];
  forms: FormService;
  analytics?: Analytics;
  attribution?: AttributionSettings;
  studio?: StudioSettings;
  notFound: NotFoundCopy;
  caseStudyNotFound: CaseStudyNotFoundCopy;
  auditDialog: AuditDialogCopy;
  consent: ConsentCopy;
}
/**
 * The picture shown when a page is shared on social networks and the page has none of its own: a 1200 × 630 JPEG or PNG in public/ (social networks do not show SVG).
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
 * The agency's name and the lines that describe it.
 */
export interface Brand {
  /**
   * The agency's name as shown in the logo and page titles.
   */
  name: string;
  /**
   * Two sentences about the agency, shown in the footer.
   */
  blurb: string;
}
/**
 * How visitors reach the agency.
 */
export interface Contact {
  /**
   * Public e-mail address.
   */
  email: string;
  /**
   * Public phone number as visitors should read it, for example +1 (415) 555-0142.
   */
  phone: string;
  /**
   * Office address on one line.
   */
  address: string;
  /**
   * Optional opening hours, for example Mon-Fri, 9am-6pm PT.
   */
  hours?: string;
}
/**
 * The menu at the top of every page.
 */
export interface HeaderConfig {
  /**
   * Menu entries in order: a plain link, or a group with its own list of links (shown as a dropdown).
   *
   * @minItems 1
   */
  nav: [NavItem, ...NavItem[]];
  cta: Action;
}
/**
 * A menu entry: a plain link (label and href) or a dropdown group (label and items), never both.
 */
export interface NavItem {
  /**
   * The words in the menu.
   */
  label: string;
  /**
   * Where a plain link goes. Leave out for a dropdown group.
   */
  href?: string;
  /**
   * The links inside a dropdown group (after the group's pages when "pages" is set). Leave out for a plain link.
   *
   * @minItems 1
   */
  items?: [Link, ...Link[]];
  /**
   * Set to true to show this entry only in the phone menu.
   */
  mobileOnly?: boolean;
  pages?: PageList;
}
/**
 * A text link.
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
 * Fill this dropdown with every page of a group (their cards' menu labels), before any links in "items".
 */
export interface PageList {
  group: PageGroup;
  /**
   * Show only the first few pages of the group (all when absent).
   */
  limit?: number;
}
/**
 * The button at the right end of the menu.
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
 * The footer at the bottom of every page.
 */
export interface FooterConfig {
  /**
   * Columns of links, each with a heading.
   */
  groups: FooterGroup[];
  cta: Action1;
  /**
   * The copyright line, for example © 2025 RankHarbor. All rights reserved.
   */
  copyright: string;
  /**
   * Small links at the very bottom (privacy policy, terms).
   */
  legal: Link[];
}
export interface FooterGroup {
  /**
   * Column heading.
   */
  title: string;
  /**
   * The column's links (after the group's pages when "pages" is set).
   *
   * @minItems 1
   */
  links?: [Link, ...Link[]];
  pages?: PageList1;
}
/**
 * List the pages of a group in this column, before any links in "links".
 */
export interface PageList1 {
  group: PageGroup;
  /**
   * Show only the first few pages of the group (all when absent).
   */
  limit?: number;
}
/**
 * The audit button in the footer.
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
export interface SocialLink {
  /**
   * Which network the profile is on.
   */
  network: 'linkedin' | 'x' | 'facebook' | 'instagram' | 'youtube';
  /**
   * Full https:// address of the profile.
   */
  href: string;
}
export interface Redirect {
  /**
   * The old path, for example /pricing.
   */
  from: string;
  /**
   * The page it now goes to, for example /.
   */
  to: string;
}
/**
 * Where the lead forms send their data: a form-to-e-mail service that takes JSON.
 */
export interface FormService {
  /**
   * The service's submit address, over https. The FORM_ENDPOINT environment variable overrides it at build time (staging, tests).
   */
  endpoint: string;
  /**
   * The service's public access key for this site. The FORM_ACCESS_KEY environment variable overrides it at build time.
   */
  accessKey: string;
}
/**
 * Visitor statistics. Nothing loads until a visitor accepts cookies, and nothing at all without an id.
 */
export interface Analytics {
  /**
   * The analytics property id. Leave empty for no analytics.
   */
  id?: string;
}
/**
 * What a lead carries about where it came from. Every lead carries its page, the site's version and the campaign tags of the address it was sent from; with rememberVisit, a visitor who accepts cookies also has the visit's first and last campaign kept in the browser and sent with a lead. Turning it on shows the cookie banner.
 */
export interface AttributionSettings {
  /**
   * Keep the first and last campaign (utm tags, ad click ids, referring site) of a visit in the browser, only after the visitor accepts cookies, and send them with a lead.
   */
  rememberVisit?: boolean;
}
/**
 * The page studio at the site's /studio/, where editors sign in with GitHub and send page changes for review from a browser. Without this, the build makes no /studio/.
 */
export interface StudioSettings {
  /**
   * The GitHub repository that holds this site, as owner/name, for example rankharbor/website. The studio reads and changes the pages there.
   */
  repository: string;
  /**
   * The branch the site is built from, where approved changes land, for example main. Leave it out to use the repository's default branch.
   */
  branch?: string;
  /**
   * Whether a page scheduled to go live at a time (Send for review, Publish on a date) waits for a reviewer's approval on GitHub. When true, a scheduled page with no approval is not published at its time; its review says why. Off unless set.
   */
  requireApproval?: boolean;
}
/**
 * What the page for an unknown address says.
 */
export interface NotFoundCopy {
  /**
   * Title in the browser tab.
   */
  metaTitle: string;
  /**
   * The big number shown, normally 404.
   */
  code: string;
  /**
   * The sentence under it.
   */
  message: string;
  /**
   * The words on the link back to the home page.
   */
  linkLabel: string;
}
/**
 * What /case-studies/<id> says when no case study has that id.
 */
export interface CaseStudyNotFoundCopy {
  /**
   * Title in the browser tab.
   */
  metaTitle: string;
  /**
   * The headline, for example Case Study Not Found.
   */
  title: string;
  /**
   * The sentence under it.
   */
  message: string;
  /**
   * The button back to the case-study list.
   */
  backLabel: string;
}
/**
 * The pop-up with the free-audit form, opened by buttons whose action has "opensForm": "audit".
 */
export interface AuditDialogCopy {
  /**
   * Heading of the pop-up.
   */
  title: string;
  /**
   * Line under the heading.
   */
  subtitle: string;
  /**
   * Words on the form's submit button.
   */
  buttonLabel: string;
}
/**
 * The cookie banner, shown when the site does something needing consent (an analytics id, or attribution.rememberVisit). Nothing of it happens until a visitor accepts.
 */
export interface ConsentCopy {
  /**
   * What the banner says. You may link the privacy policy: [privacy policy](/privacy).
   */
  message: string;
  /**
   * Words on the accept button.
   */
  accept: string;
  /**
   * Words on the reject button.
   */
  reject: string;
}
