import type { BlockProps } from '../../render/block-types.ts';
import { Section } from '../../ui/Section.tsx';

/**
 * A real <table>. On a phone each row becomes a card: the row label on top, then each cell under its
 * column's name (from data-label), so nothing scrolls sideways; screen readers still read a table.
 */
export function TableBlock({ block, index }: BlockProps<'table'>) {
  const [corner, ...headings] = block.columns;
  const highlight = block.highlight ? block.highlight - 1 : -1;
  return (
    <Section id={block.id} index={index} title={block.title} intro={block.intro}>
      <div className="mx-auto max-w-5xl">
        <table className="comparison-table w-full text-left">
          <caption className="sr-only">{block.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{corner}</th>
              {headings.map((heading, i) => (
                <th key={heading} scope="col" className={i + 1 === highlight ? 'is-highlight' : undefined}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map(([label, ...cells]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {headings.map((heading, i) => (
                  <td key={heading} data-label={heading} className={i + 1 === highlight ? 'is-highlight' : undefined}>
                    {cells[i] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
