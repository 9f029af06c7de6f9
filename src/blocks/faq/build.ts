import type { BlockBuild } from '../../core/block-build.ts';
import { plainText } from '../../core/structured-data.ts';

export const faqBuild: BlockBuild<'faq'> = {
  // One FAQ page for all of the page's questions: search engines read one per page.
  structuredData: (blocks) => [
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: blocks
        .flatMap((b) => b.items)
        .map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: plainText(item.answer) },
        })),
    },
  ],
};
