// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AgendaBlock } from '../../src/blocks/agenda/AgendaBlock.tsx';
import type { BlockOfType } from '../../src/core/page-data.ts';
import agendaSchema from '../../schema/blocks/agenda.schema.json';

afterEach(cleanup);

// The words come from the schema's default, as validation fills them in for a page that gives none.
const agenda = (items: BlockOfType<'agenda'>['items'], totalMinutes: number, labels = agendaSchema.properties.labels.default) =>
  ({ type: 'agenda', title: 'Agenda', totalMinutes, items, labels }) as BlockOfType<'agenda'>;

describe('agenda block', () => {
  it('times each part from the ones before it', () => {
    render(
      <AgendaBlock
        block={agenda(
          [
            { title: 'Welcome', minutes: 5 },
            { title: 'Local SEO', minutes: 55 },
            { title: 'Reviews', minutes: 15 },
          ],
          75,
        )}
        index={0}
      />,
    );
    const times = [...document.querySelectorAll('li')].map((li) => li.querySelector('p:nth-child(2)')!.textContent);
    expect(times).toEqual(['From 0:00– to 0:05', 'From 0:05– to 1:00', 'From 1:00– to 1:15']);
    expect(screen.getByText('Total: 75 minutes')).toBeTruthy();
  });

  it('marks optional parts and counts their minutes apart from the total', () => {
    render(
      <AgendaBlock
        block={agenda(
          [
            { title: 'Talk', minutes: 60 },
            { title: 'Q&A', minutes: 15, optional: true },
            { title: 'Wrap-up', minutes: 5, optional: true },
          ],
          60,
        )}
        index={0}
      />,
    );
    expect(screen.getAllByText('Optional')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Talk' }).textContent).not.toContain('Optional');
    expect(screen.getByText('Total: 60 minutes, plus 20 optional minutes')).toBeTruthy();
  });

  it('says nothing about optional minutes when there are none', () => {
    render(<AgendaBlock block={agenda([{ title: 'Talk', minutes: 30 }], 30)} index={0} />);
    expect(screen.getByText('Total: 30 minutes').textContent).toBe('Total: 30 minutes');
    expect(screen.queryByText('Optional')).toBeNull();
  });

  it("speaks the page's language: every word comes from the block's labels", () => {
    const labels = {
      minutes: 'Min.',
      optional: 'Freiwillig',
      total: 'Dauer: {minutes} Minuten',
      plusOptional: ' (+{minutes} freiwillig)',
      from: 'Von',
      to: 'bis',
    };
    render(
      <AgendaBlock
        block={agenda(
          [
            { title: 'Vortrag', minutes: 30 },
            { title: 'Fragen', minutes: 10, optional: true },
          ],
          30,
          labels,
        )}
        index={0}
      />,
    );
    expect(screen.getByText('30 Min.')).toBeTruthy();
    expect(screen.getByText('Freiwillig')).toBeTruthy();
    expect(document.querySelector('li p:nth-child(2)')!.textContent).toBe('Von 0:00– bis 0:30');
    expect(screen.getByText('Dauer: 30 Minuten (+10 freiwillig)')).toBeTruthy();
  });
});
