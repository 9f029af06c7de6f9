import type { RichTextNode } from '../../generated/page.ts';
import type { BlockProps } from '../../render/block-types.ts';
import { InlineText } from '../../ui/InlineText.tsx';
import { Section } from '../../ui/Section.tsx';

function Node({ node }: { node: RichTextNode }) {
  switch (node.type) {
    case 'heading':
      return node.level === 3 ? <h3>{node.text}</h3> : <h2>{node.text}</h2>;
    case 'paragraph':
      return (
        <p>
          <InlineText text={node.text} />
        </p>
      );
    case 'list': {
      const items = node.items.map((item, i) => (
        <li key={i}>
          <InlineText text={item} />
        </li>
      ));
      return node.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
  }
}

export function RichTextBlock({ block, index }: BlockProps<'richText'>) {
  return (
    <Section id={block.id} index={index} title={block.title}>
      <div className="prose-content mx-auto max-w-3xl">
        {block.content.map((node, i) => (
          <Node key={i} node={node} />
        ))}
      </div>
    </Section>
  );
}
