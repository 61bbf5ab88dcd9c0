/** The privacy notice and the terms as their pages show them (built by legal-pages.ts). */
export interface LegalSectionCopy {
  id: string;
  title: string;
  paragraphs: string[];
  points?: string[];
  /** On the terms: the payment terms, shown after the section's paragraphs. */
  payment?: PaymentTermsCopy;
}

export interface PaymentTermsCopy {
  /**
   * The deposit and balance every package shares (content/pages/package-terms.json), or the line
   * saying the quotation states them while the company has not given them.
   */
  shared: string[];
  title: string;
  intro: string;
  /** The packages whose files give their own payment terms; none is an empty list. */
  packages: Array<{ title: string; to: string; texts: string[]; checked: string }>;
}

export interface LegalPageCopy {
  meta: { title: string; description: string; imageAlt: string };
  hero: { title: string; intro: string };
  updated: string;
  contentsTitle: string;
  sections: LegalSectionCopy[];
}
