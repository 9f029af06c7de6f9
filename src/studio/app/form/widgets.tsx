// The studio's own field widgets: text that grows for long writing, a count beside the search title and
// description, a page picker for every link and a grid of the site's icons. Text widgets sit inside the
// typing buffer of fast-fields.tsx (each key shows at once; the form hears of it after a pause).
import { getDefaultRegistry } from '@rjsf/core';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useEffect, useId, useMemo, useRef, useState, type ComponentType } from 'react';
import { iconMarkup } from '../../../core/icons.ts';
import { Icon, PageIcons } from '../../../ui/Icon.tsx';
import type { IconName } from '../../../generated/page.ts';
import { descriptionRange, titleRange } from '../../../core/seo-limits.ts';
import type { StudioBackend } from '../../backend.ts';
import { useBackend } from '../shell/backend-context.tsx';

const defaults = getDefaultRegistry();
const PlainInput = defaults.templates.BaseInputTemplate;
const PlainSelect = defaults.widgets.SelectWidget as ComponentType<WidgetProps>;

type StudioSchema = { maxLength?: number; studioWidget?: string; type?: unknown };

/** Text longer than a line or two (an introduction, an answer, a paragraph) is written in a box that grows. */
export const isLongText = (schema: StudioSchema) => schema.type === 'string' && (schema.maxLength ?? 0) > 160;

/** The search title and description, counted against the lengths the SEO checks use. */
const countedFields: Record<string, number> = { root_meta_title: titleRange[1], root_meta_description: descriptionRange[1] };

/**
 * "52 / 60" beside a field, in the warning colour past the limit. The visible count is not read out on
 * every key: a polite message says the count once typing pauses.
 */
export function CharacterCount({ value, limit }: { value: string; limit: number }) {
  const count = [...value].length;
  const over = count > limit;
  const first = useRef(value);
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    if (value === first.current) return;
    const timer = setTimeout(() => setSpoken(`${count} of ${limit} characters${over ? `: ${count - limit} over the limit` : ''}.`), 1200);
    return () => clearTimeout(timer);
  }, [value, count, limit, over]);
  return (
    <>
      <span className={`studio-counter${over ? ' is-over' : ''}`} aria-hidden="true" data-count>
        {count} / {limit}
      </span>
      <span className="studio-sr-only" aria-live="polite">
        {spoken}
      </span>
    </>
  );
}

function GrowingTextarea(props: WidgetProps) {
  const { id, htmlName, value, placeholder, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, options } = props;
  return (
    <textarea
      id={id}
      name={htmlName || id}
      className="form-control studio-grow"
      value={typeof value === 'string' ? value : ''}
      placeholder={placeholder}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      rows={2}
      aria-invalid={props['aria-invalid'] as boolean | undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

/** A string field: a page picker for a link, a growing box for long text, one line for short text. */
export function StudioTextWidget(props: WidgetProps) {
  const schema = props.schema as StudioSchema;
  if (schema.studioWidget === 'link') return <LinkPicker {...props} />;
  const limit = countedFields[props.id];
  const field = isLongText(schema) ? <GrowingTextarea {...props} /> : <PlainInput {...props} />;
  if (!limit) return field;
  return (
    <div className="studio-counted">
      {field}
      <CharacterCount value={typeof props.value === 'string' ? props.value : ''} limit={limit} />
    </div>
  );
}

// ---- Links ----

interface LinkTarget {
  title: string;
  path: string;
}

const pageLists = new WeakMap<StudioBackend, Promise<LinkTarget[]>>();
/** The site's pages, asked for once per backend: the same list the start screen shows. */
function usePages(): LinkTarget[] {
  const [pages, setPages] = useState<LinkTarget[]>([]);
  const backend = useBackend();
  useEffect(() => {
    let current = true;
    let pageList = pageLists.get(backend);
    if (!pageList) {
      pageList = backend
        .pages()
        .then((list) => list.pages.map(({ title, path }) => ({ title, path })).sort((a, b) => a.title.localeCompare(b.title)))
        .catch(() => (pageLists.delete(backend), []));
      pageLists.set(backend, pageList);
    }
    void pageList.then((list) => current && setPages(list));
    return () => {
      current = false;
    };
  }, [backend]);
  return pages;
}

/** An address as it is typed: an outside address, an e-mail, a phone number, a path or a section of the page. */
const isAddress = (text: string) => /^(https?:\/\/|mailto:|tel:|\/|#)/i.test(text.trim());

function matchesOf(pages: LinkTarget[], query: string): LinkTarget[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return pages.filter((p) => words.every((w) => `${p.title} ${p.path}`.toLowerCase().includes(w))).slice(0, 8);
}

/**
 * Where a link goes, as a combobox: typing a few words of a page's title or address lists the matching
 * pages (arrow keys move, Enter chooses, Escape closes); an outside address, a mailto: or a tel: is
 * taken as typed. A chosen page shows by its title. Outside the form (a link's address changed in the
 * preview), `options.onPick` hears of each choice made from the list.
 */
export function LinkPicker(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, placeholder, required, disabled, readonly } = props;
  const pages = usePages();
  const listId = useId();
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const text = typeof value === 'string' ? value : '';
  const page = pages.find((p) => p.path === text);
  // While the field has the keyboard, what it shows stays as it was: the list of pages arriving meanwhile
  // would otherwise turn its address into the page's title under the caret, mid-word.
  const [held, setHeld] = useState<{ text: string; shown: string } | null>(null);
  const shown = query ?? (held?.text === text ? held.shown : page ? page.title : text);
  const options = useMemo(() => {
    const q = query ?? '';
    const found = isAddress(q) && !q.startsWith('/') ? [] : matchesOf(pages, q);
    return isAddress(q) && !found.some((p) => p.path === q.trim())
      ? [{ title: `Use the address ${q.trim()}`, path: q.trim() }, ...found]
      : found;
  }, [pages, query]);
  const expanded = open && options.length > 0;

  const choose = (target: LinkTarget) => {
    onChange(target.path);
    (props.options.onPick as ((path: string) => void) | undefined)?.(target.path);
    setQuery(null);
    setOpen(false);
  };
  const optionId = (i: number) => `${listId}-${i}`;
  const goesId = `${id}__goes`;
  return (
    <div className="studio-combo">
      <input
        id={id}
        name={props.htmlName || id}
        className="form-control"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded ? optionId(active) : undefined}
        aria-invalid={props['aria-invalid'] as boolean | undefined}
        aria-describedby={`${goesId} ${ariaDescribedByIds(id)}`}
        value={shown}
        placeholder={placeholder || 'Find a page, or type https://…'}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        onFocus={(event) => {
          setHeld({ text, shown: event.target.value });
          onFocus(id, event.target.value);
        }}
        onChange={(event) => {
          const typed = event.target.value;
          setQuery(typed);
          setOpen(true);
          setActive(0);
          if (isAddress(typed)) onChange(typed.trim());
          else if (!typed) onChange(props.options.emptyValue);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            if (!open) {
              setQuery((q) => q ?? '');
              setOpen(true);
              setActive(0);
              return;
            }
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((i) => (options.length ? (i + step + options.length) % options.length : 0));
          } else if (event.key === 'Enter' && expanded) {
            event.preventDefault();
            choose(options[active]!);
          } else if (event.key === 'Escape' && (open || query !== null)) {
            // Closes the list only (a dialog around it stays open); a second Escape drops the search.
            event.preventDefault();
            event.stopPropagation();
            if (open) setOpen(false);
            else setQuery(null);
          }
        }}
        onBlur={(event) => {
          // Words that are neither a page nor an address stay as typed, so the check can say what is wrong.
          if (query !== null && query.trim() && !isAddress(query)) onChange(query.trim());
          setQuery(null);
          setOpen(false);
          setHeld(null);
          onBlur(id, event.target.value);
        }}
      />
      <ul id={listId} role="listbox" aria-label="Pages of the site" className="studio-combo-list" hidden={!expanded}>
        {expanded &&
          options.map((option, i) => (
            <li
              key={option.path}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'is-active' : undefined}
              // Keeps the focus in the field, so its blur does not take the half-typed words first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              <span className="studio-combo-title">{option.title}</span> <span className="studio-combo-path">{option.path}</span>
            </li>
          ))}
      </ul>
      <p id={goesId} className="studio-description studio-goes">
        {page ? `Goes to the page ${page.title} (${page.path}).` : text ? `Goes to ${text}.` : 'Type a page’s title, or an address.'}
      </p>
    </div>
  );
}

// ---- Icons ----

/** check-circle is "Check circle". */
const iconWords = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replace(/-/g, ' ');

/** The site's icons as drawings to choose from, each with its name; the chosen one is marked. Arrow keys move between them. */
export function IconGrid(props: WidgetProps) {
  const { id, value, onChange, required, disabled, readonly, options } = props;
  const names = (options.enumOptions ?? []).map((o) => String(o.value));
  const choices = required ? names : ['', ...names];
  const grid = useRef<HTMLDivElement>(null);
  // The chosen icon is in view when the grid opens (the grid scrolls, never the page).
  useEffect(() => {
    const box = grid.current;
    const chosen = box?.querySelector<HTMLElement>('.is-chosen');
    if (box && chosen) box.scrollTop = chosen.offsetTop - box.clientHeight / 2 + chosen.clientHeight / 2;
  }, []);
  // Every drawing the grid shows, from the site's own icon set (each drawn once, then kept), for the site's Icon.
  const drawings = Object.fromEntries(names.map((name) => [name, iconMarkup(name as IconName)])) as Partial<Record<IconName, string>>;
  return (
    <PageIcons value={drawings}>
      <p className="studio-description studio-icon-current" aria-hidden="true">
        Chosen: {value ? iconWords(String(value)) : 'no icon'}
      </p>
      <div
        ref={grid}
        id={id}
        role="radiogroup"
        aria-labelledby={`${id}__label`}
        aria-describedby={ariaDescribedByIds(id)}
        aria-invalid={props['aria-invalid'] as boolean | undefined}
        className="studio-icons"
      >
        {choices.map((name) => {
          const checked = (value ?? '') === name;
          return (
            <label key={name || 'none'} className={`studio-icon-choice${checked ? ' is-chosen' : ''}`}>
              <input
                type="radio"
                name={`${id}__icon`}
                value={name}
                checked={checked}
                disabled={disabled || readonly}
                onChange={() => onChange(name || undefined)}
                // However focus arrives, the option it is on is in view (in the grid and on the page), so an
                // arrow key never chooses an icon out of sight.
                onFocus={(event) => event.currentTarget.parentElement?.scrollIntoView({ block: 'nearest' })}
              />
              {name ? (
                // Drawn from the site's own icon set, never from page text.
                <Icon name={name as IconName} className="" />
              ) : (
                <span className="studio-icon-none" aria-hidden="true">
                  –
                </span>
              )}
              <span className="studio-icon-name">{name ? iconWords(name) : 'No icon'}</span>
            </label>
          );
        })}
      </div>
    </PageIcons>
  );
}

/** A choice from a list: the icon grid for icons, the usual menu otherwise. */
export function StudioSelectWidget(props: WidgetProps) {
  if ((props.schema as StudioSchema).studioWidget === 'icon') return <IconGrid {...props} />;
  return <PlainSelect {...props} />;
}
