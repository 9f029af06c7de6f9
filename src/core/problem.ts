/** One thing an editor has to fix, with where to fix it: what the checks report and the studio shows. */
export interface Problem {
  file: string;
  line: number;
  col: number;
  pointer: string;
  message: string;
  /**
   * The fix is on another page: nothing links to this one yet. The page studio lets such a page be saved
   * (the link can only point to a saved page), while validation, and so CI, still fails until it is linked.
   */
  fixedElsewhere?: true;
}
