// @vitest-environment jsdom
// The page picker of a link field: a page's address shows by the page's title, but never changes under
// the caret: the list of pages arriving while the field has the keyboard leaves what it shows alone.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { afterEach, expect, it, vi } from 'vitest';
import { BackendContext } from '../../src/studio/app/shell/backend-context.tsx';
import { LinkPicker } from '../../src/studio/app/form/widgets.tsx';
import type { StudioBackend } from '../../src/studio/backend.ts';

afterEach(cleanup);

function picker() {
  let answer!: (list: { pages: { title: string; path: string }[] }) => void;
  const backend = { pages: () => new Promise((resolve) => (answer = resolve)) } as unknown as StudioBackend;
  const onChange = vi.fn();
  const props = {
    id: 'root_href',
    value: '/contact',
    onChange,
    onBlur: () => undefined,
    onFocus: () => undefined,
    options: {},
    schema: {},
    label: 'Goes to',
  } as unknown as WidgetProps;
  render(
    <BackendContext value={backend}>
      <LinkPicker {...props} />
    </BackendContext>,
  );
  return { field: screen.getByRole('combobox'), answer: (pages: { title: string; path: string }[]) => answer({ pages }) };
}

it('the pages arriving while the field has the keyboard leave what it shows alone; once it is left, the page shows by its title', async () => {
  const { field, answer } = picker();
  expect(field).toHaveProperty('value', '/contact');
  field.focus();
  fireEvent.focus(field);
  await act(async () => answer([{ title: 'Contact', path: '/contact' }]));
  expect(field).toHaveProperty('value', '/contact');
  fireEvent.blur(field);
  expect(field).toHaveProperty('value', 'Contact');
});

it('a field not in use shows the page by its title as soon as the pages arrive', async () => {
  const { field, answer } = picker();
  await act(async () => answer([{ title: 'Contact', path: '/contact' }]));
  expect(field).toHaveProperty('value', 'Contact');
});
