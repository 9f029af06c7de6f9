import { Check } from 'lucide-react';

/** A list of short lines, each with a green tick (plan features, client results). */
export function CheckList({ items, className = '' }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`space-y-3 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-ink-700">
          <Check className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}
