/* Generated from schema/case-studies.schema.json by `npm run gen-types`. Do not edit by hand. */

/**
 * The agency's case studies (pages/_case-studies.json). Each entry gets its own page at /case-studies/<id> and a card on every caseStudies block. Fields left out fall back to sensible defaults on the page.
 */
export interface CaseStudiesFile {
  /**
   * Points your editor at this schema: schema/case-studies.schema.json relative to this file.
   */
  $schema: string;
  labels: CaseStudyLabels;
  /**
   * The case studies, in the order the list shows them.
   *
   * @minItems 1
   */
  studies: [CaseStudy, ...CaseStudy[]];
  defaults: CaseStudyDefaults;
}
/**
 * The words every case-study page shows around a study's own content: headings, link texts and the page title pattern.
 */
export interface CaseStudyLabels {
  /**
   * The page title (in search results and the browser tab) of a case study without its own "meta"; {title} and {industry} are replaced by the study's.
   */
  metaTitle: string;
  /**
   * The case-study list's name in the breadcrumb trail search engines show, for example Case Studies.
   */
  breadcrumb: string;
  /**
   * The link back to the list of case studies at the top of each page.
   */
  back: string;
  /**
   * What screen readers announce for the list of tags, for example What the work covered.
   */
  tags: string;
  /**
   * Heading of the key results.
   */
  results: string;
  /**
   * Heading of the challenge.
   */
  challenge: string;
  /**
   * Heading of the solution.
   */
  solution: string;
  /**
   * Heading of the timeline.
   */
  timeline: string;
  /**
   * Heading of the outcome.
   */
  outcome: string;
  /**
   * The button under the outcome, leading to the contact page.
   */
  contact: string;
  /**
   * What screen readers announce for the client's quote, for example What the client says.
   */
  testimonial: string;
  /**
   * What screen readers announce for the five stars, for example Rated 5 out of 5.
   */
  rating: string;
}
export interface CaseStudy {
  /**
   * The last part of the page's address: /case-studies/<id>. Letters, digits and hyphens; it is case-sensitive (Education and education are different pages).
   */
  id: string;
  /**
   * The client's name, shown as the heading.
   */
  title: string;
  /**
   * The client's industry, shown as a badge, for example Ed-Tech.
   */
  industry: string;
  /**
   * One or two sentences for the card and under the heading.
   */
  description: string;
  /**
   * Optional longer introduction on the case study's own page.
   */
  fullDescription?: string;
  image: Image;
  /**
   * Short labels for what the work covered, for example Technical SEO.
   *
   * @maxItems 8
   */
  tags?: string[];
  /**
   * The key figures, by kind. Each kind may appear once.
   */
  results: {
    [k: string]: CaseStudyResult;
  };
  chart?: CaseStudyChart;
  /**
   * The problem the client came with. A general sentence is shown when absent.
   */
  challenge?: string;
  /**
   * The problem's parts as bullet points.
   *
   * @maxItems 8
   */
  challengePoints?: string[];
  /**
   * What the agency did. A general sentence is shown when absent.
   */
  solution?: string;
  /**
   * What was done, as bullet points.
   *
   * @maxItems 8
   */
  solutionPoints?: string[];
  /**
   * The final outcome in a sentence or two.
   */
  outcome?: string;
  /**
   * How the work unfolded. A general four-step timeline is shown when absent.
   *
   * @maxItems 8
   */
  timeline?: CaseStudyMilestone[];
  testimonial?: CaseStudyTestimonial;
  meta?: CaseStudyMeta;
  /**
   * Optional date the case study was first published (YYYY-MM-DD); with it the page carries Article structured data.
   */
  published?: string;
  /**
   * Optional date it was last updated (YYYY-MM-DD).
   */
  modified?: string;
}
/**
 * The card's and page's picture (a file in public/ with its width, height and alt text).
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
export interface CaseStudyResult {
  /**
   * The figure as shown, for example 11.6x, 142% or +$200K.
   */
  value: string;
  /**
   * What it measures, for example Organic traffic growth.
   */
  label: string;
  /**
   * Optional context, for example 414 to 5,256 weekly clicks.
   */
  detail?: string;
}
/**
 * Optional figures over time (for example weekly organic clicks, month by month), drawn as a line chart under the key results, with the first and last figures called out and a table of every figure for screen readers.
 */
export interface CaseStudyChart {
  /**
   * The chart's heading, saying what grew and over what time, for example Weekly organic clicks, month by month.
   */
  title: string;
  /**
   * What each figure counts, used as the axis label and in the table, for example Weekly clicks.
   */
  measure: string;
  /**
   * What the labels along the bottom count, used as that axis's label and in the table, for example Month of the work.
   */
  period: string;
  /**
   * Optional sign written after each figure, for example % for a rate.
   */
  unit?: '%';
  /**
   * The figures in time order, from the start of the work to the latest: between 3 and 24.
   *
   * @minItems 3
   * @maxItems 24
   */
  points: [CaseStudyChartPoint, CaseStudyChartPoint, CaseStudyChartPoint, ...CaseStudyChartPoint[]];
}
export interface CaseStudyChartPoint {
  /**
   * When, as short as possible for the axis, for example Jan or M3.
   */
  label: string;
  /**
   * The figure, a number without separators, for example 5256: at most 1000000000 (a billion), which the chart's scale still labels in full on a phone.
   */
  value: number;
}
export interface CaseStudyMilestone {
  /**
   * When, for example Month 1 or Months 2-3.
   */
  month: string;
  /**
   * What happened.
   */
  title: string;
  /**
   * A sentence on it.
   */
  description: string;
}
/**
 * The client's own words, shown at the end of the page. Left out, the page ends with the outcome.
 */
export interface CaseStudyTestimonial {
  /**
   * What the client said.
   */
  quote: string;
  /**
   * Who said it.
   */
  name: string;
  /**
   * Their role and company.
   */
  position: string;
}
/**
 * Optional search-engine title and description for this case study's page. Built from the title and description when absent.
 */
export interface CaseStudyMeta {
  /**
   * 50 to 60 characters, unique.
   */
  title: string;
  /**
   * 150 to 160 characters, unique.
   */
  description: string;
}
/**
 * What a case study's page shows where its own entry leaves a part out: the challenge and solution bullet points and the four-step timeline.
 */
export interface CaseStudyDefaults {
  /**
   * Shown when a case study has no challenge of its own.
   */
  challenge: string;
  /**
   * Shown when a case study has no challengePoints of its own.
   *
   * @minItems 1
   * @maxItems 8
   */
  challengePoints: [string, ...string[]];
  /**
   * Shown when a case study has no solution of its own.
   */
  solution: string;
  /**
   * Shown when a case study has no solutionPoints of its own.
   *
   * @minItems 1
   * @maxItems 8
   */
  solutionPoints: [string, ...string[]];
  /**
   * Shown when a case study has no timeline of its own: four steps.
   *
   * @minItems 4
   * @maxItems 4
   */
  timeline: [
    CaseStudyMilestone1,
    CaseStudyMilestone1,
    CaseStudyMilestone1,
    CaseStudyMilestone1,
    ...CaseStudyMilestone1[]
  ];
}
export interface CaseStudyMilestone1 {
  /**
   * When, for example Month 1 or Months 2-3.
   */
  month: string;
  /**
   * What happened.
   */
  title: string;
  /**
   * A sentence on it.
   */
  description: string;
}
