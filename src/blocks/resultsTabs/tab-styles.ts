/** A tab's look, selected or not: written by the component at build time and switched by the island. */
export const tabClasses = {
  base: 'shrink-0 rounded-lg px-5 py-2 font-semibold transition-colors',
  selected: 'bg-white text-brand-700 shadow-sm',
  idle: 'text-ink-600 hover:text-ink-900',
};

export const tabClassName = (selected: boolean) => `${tabClasses.base} ${selected ? tabClasses.selected : tabClasses.idle}`;
