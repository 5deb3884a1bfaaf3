import { Trash2 } from 'lucide-react';
import { act, Profiler, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Avatar } from '../src/components/Avatar.tsx';
import { BottomTabBar } from '../src/components/BottomTabBar.tsx';
import { Button } from '../src/components/Button.tsx';
import { Card } from '../src/components/Card.tsx';
import { Carousel } from '../src/components/Carousel.tsx';
import { DetailList } from '../src/components/DetailList.tsx';
import { HeaderNav } from '../src/components/HeaderNav.tsx';
import { IconButton } from '../src/components/IconButton.tsx';
import { InputField } from '../src/components/Input.tsx';
import { SEARCH_PAUSE_MS } from '../src/components/SearchField.tsx';
import { Table } from '../src/components/Table.tsx';
import { byText, press, type Rendered, render, user } from './render.tsx';

let mounted: Rendered | null = null;
afterEach(async () => {
  await mounted?.unmount();
  mounted = null;
});

describe('Carousel', () => {
  const campers = ['Hymer', 'Knaus', 'Adria'];
  const carousel = () => (
    <Carousel items={campers} itemKey={(c) => c} renderItem={(c) => <p>{c}</p>} label="Beschikbare campers" />
  );
  const shown = (r: Rendered) => r.container.querySelector('[aria-roledescription="slide"]')?.textContent;

  it('shows one card and wraps around with the arrows', async () => {
    mounted = await render(carousel());
    expect(shown(mounted)).toBe('Hymer');
    const previous = mounted.container.querySelector<HTMLButtonElement>('button[aria-label="Vorige"]');
    const next = mounted.container.querySelector<HTMLButtonElement>('button[aria-label="Volgende"]');
    await user(() => previous?.click());
    expect(shown(mounted)).toBe('Adria');
    await user(() => next?.click());
    await user(() => next?.click());
    expect(shown(mounted)).toBe('Knaus');
  });

  it('jumps with the dots, marks the current one, and follows the arrow keys', async () => {
    mounted = await render(carousel());
    await user(() => byText(mounted?.container ?? document, 'button', '3 van 3').click());
    expect(shown(mounted)).toBe('Adria');
    expect(byText(mounted.container, 'button', '3 van 3').getAttribute('aria-current')).toBe('true');
    const slide = mounted.container.querySelector('[aria-roledescription="slide"]');
    await user(() => slide && press(slide, 'ArrowRight'));
    expect(shown(mounted)).toBe('Hymer');
  });
});

describe('Carousel with a form in a card', () => {
  it('leaves arrow keys in a text field alone', async () => {
    mounted = await render(
      <Carousel
        items={['a', 'b']}
        itemKey={(c) => c}
        renderItem={(c) => <input aria-label={`veld ${c}`} />}
        label="Campers"
      />,
    );
    const input = mounted.container.querySelector('input');
    await user(() => input && press(input, 'ArrowRight'));
    expect(mounted.container.querySelector('input')?.getAttribute('aria-label')).toBe('veld a');
  });
});

describe('Button', () => {
  it('shows the busy label and refuses clicks while busy', async () => {
    const onClick = vi.fn();
    mounted = await render(
      <Button busy busyLabel="Bezig met opslaan..." onClick={onClick}>
        Profiel opslaan
      </Button>,
    );
    const button = mounted.container.querySelector('button');
    expect(button?.textContent).toBe('Bezig met opslaan...');
    expect(button?.disabled).toBe(true);
    expect(button?.getAttribute('aria-busy')).toBe('true');
    await user(() => button?.click());
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps an icon button square while busy: spinner only, name unchanged', async () => {
    mounted = await render(
      <Button size="icon" aria-label="Uitloggen" busy>
        <svg data-testid="icon" />
      </Button>,
    );
    const button = mounted.container.querySelector('button');
    expect(button?.querySelector('[data-testid="icon"]')).toBeNull();
    expect(button?.querySelector('.spinner')).not.toBeNull();
    expect(button?.getAttribute('aria-label')).toBe('Uitloggen');
  });

  it('styles a link through asChild without becoming a button', async () => {
    mounted = await render(
      <Button asChild variant="hero">
        <a href="/auth?redirect=dashboard">een camper vinden</a>
      </Button>,
    );
    const link = mounted.container.querySelector('a');
    expect(mounted.container.querySelector('button')).toBeNull();
    expect(link?.className).toContain('button--variant_hero');
    expect(link?.getAttribute('type')).toBeNull();
  });
});

describe('IconButton', () => {
  it('is a ghost icon button named by its label, with the icon hidden from screen readers', async () => {
    const onClick = vi.fn();
    mounted = await render(<IconButton label="Document verwijderen" icon={Trash2} onClick={onClick} />);
    const button = mounted.container.querySelector('button');
    expect(button?.getAttribute('aria-label')).toBe('Document verwijderen');
    expect(button?.className).toContain('button--size_icon');
    expect(button?.className).toContain('button--variant_ghost');
    expect(button?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    await user(() => button?.click());
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe('InputField', () => {
  it('ties label, hint and error to the input', async () => {
    mounted = await render(
      <InputField label="E-mail" hint="E-mailadres kan niet worden gewijzigd" error="Vul je e-mail in" />,
    );
    const input = mounted.container.querySelector('input');
    const label = mounted.container.querySelector('label');
    expect(label?.getAttribute('for')).toBe(input?.id);
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input?.getAttribute('aria-describedby')?.split(' ') ?? [];
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(
      expect.arrayContaining(['E-mailadres kan niet worden gewijzigd', 'Vul je e-mail in']),
    );
  });
});

describe('Avatar', () => {
  it('shows the first letter of the name when there is no photo', async () => {
    mounted = await render(<Avatar name="anna de Vries" />);
    const fallback = mounted.container.querySelector('[role="img"]');
    expect(fallback?.textContent).toBe('A');
    expect(fallback?.getAttribute('aria-label')).toBe('anna de Vries');
  });

  it('shows the photo once it has loaded, and the letter again when a new one fails', async () => {
    mounted = await render(<Avatar name="Anna" src="/files/a.jpg" />);
    const shown = () =>
      [...(mounted?.container.querySelectorAll('[role="img"], img') ?? [])]
        .filter((element) => !element.hasAttribute('hidden'))
        .map((element) => element.textContent || element.getAttribute('alt'));
    expect(shown()).toEqual(['A']);
    await user(() => mounted?.container.querySelector('img')?.dispatchEvent(new Event('load')));
    expect(shown()).toEqual(['Anna']);
    await mounted.rerender(<Avatar name="Anna" src="/files/b.jpg" />);
    expect(shown()).toEqual(['A']);
    await user(() => mounted?.container.querySelector('img')?.dispatchEvent(new Event('error')));
    expect(shown()).toEqual(['A']);
  });
});

describe('Table', () => {
  interface Doc {
    id: string;
    naam: string;
    camper: string;
  }
  const docs: Doc[] = [
    { id: '1', naam: 'Kentekenbewijs', camper: 'Hymer' },
    { id: '2', naam: 'Polis', camper: 'Knaus' },
  ];
  const table = (rows: Doc[]) => (
    <Table
      caption="Documenten"
      rows={rows}
      rowKey={(d) => d.id}
      columns={[
        { key: 'naam', header: 'Naam', cell: (d) => d.naam },
        { key: 'camper', header: 'Camper', cell: (d) => d.camper },
      ]}
      search={{ label: 'Zoek op camper of document', fields: (d) => [d.naam, d.camper] }}
      emptyText="Geen documenten gevonden"
    />
  );
  const bodyRows = (r: Rendered) => [...r.container.querySelectorAll('tbody tr')].map((tr) => tr.textContent);

  function type(input: HTMLInputElement, value: string) {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }

  it('filters rows with the search box and says when nothing matches', async () => {
    mounted = await render(table(docs));
    expect(bodyRows(mounted)).toHaveLength(2);
    const search = mounted.container.querySelector<HTMLInputElement>('input[type="search"]');
    if (!search) throw new Error('no search box');
    expect(search.getAttribute('aria-label')).toBe('Zoek op camper of document');
    await user(() => type(search, 'knaus'));
    expect(bodyRows(mounted)).toEqual(['PolisKnaus']);
    await user(() => type(search, 'adria'));
    expect(bodyRows(mounted)).toEqual(['Geen resultaten voor "adria"']);
  });

  it('shows the empty text without rows', async () => {
    mounted = await render(table([]));
    expect(bodyRows(mounted)).toEqual(['Geen documenten gevonden']);
  });

  it('searched by the caller with `settles`: typing renders no row, the pause hands the trimmed text over once', async () => {
    let cells = 0;
    const asked: string[] = [];
    function ServerSearched() {
      const [zoek, setZoek] = useState('');
      const found = docs.filter((d) => d.camper.toLowerCase().includes(zoek));
      return (
        <Table
          caption="Documenten"
          rows={found}
          rowKey={(d) => d.id}
          columns={[
            {
              key: 'naam',
              header: 'Naam',
              cell: (d) => {
                cells += 1;
                return d.naam;
              },
            },
          ]}
          search={{
            label: 'Zoek document',
            value: zoek,
            onValueChange: (text) => {
              asked.push(text);
              setZoek(text);
            },
            settles: true,
          }}
          emptyText="Geen documenten gevonden"
        />
      );
    }
    mounted = await render(<ServerSearched />);
    const search = mounted.container.querySelector<HTMLInputElement>('input[type="search"]');
    if (!search) throw new Error('no search box');
    const before = cells;
    for (const text of ['k', 'kn', 'kna', 'knau', 'knaus', 'knaus ']) await user(() => type(search, text));
    expect(search.value).toBe('knaus ');
    expect(cells).toBe(before);
    expect(asked).toEqual([]);
    await act(() => new Promise((done) => setTimeout(done, SEARCH_PAUSE_MS + 50)));
    expect(asked).toEqual(['knaus']);
    expect(bodyRows(mounted)).toEqual(['Polis']);
    // Emptied: every row again at once, without waiting for a pause.
    await user(() => type(search, ''));
    expect(asked).toEqual(['knaus', '']);
    expect(bodyRows(mounted)).toHaveLength(2);
  });

  it('renders a row again only when its data or the columns change', async () => {
    const rendered: string[] = [];
    const columns = [
      {
        key: 'naam',
        header: 'Naam',
        cell: (d: Doc) => {
          rendered.push(d.naam);
          return d.naam;
        },
      },
    ];
    function Searched({ zoek, rows }: { zoek: string; rows: Doc[] }) {
      return (
        <Table
          caption="Documenten"
          rows={rows.filter((d) => d.camper.toLowerCase().includes(zoek))}
          rowKey={(d) => d.id}
          columns={columns}
          search={{ label: 'Zoek document', value: zoek, onValueChange: () => {} }}
          emptyText="Geen documenten gevonden"
        />
      );
    }
    mounted = await render(<Searched zoek="" rows={docs} />);
    expect(rendered).toEqual(['Kentekenbewijs', 'Polis']);
    // A search that keeps a row shown leaves it alone; the same rows in a new array too.
    await mounted.rerender(<Searched zoek="knaus" rows={docs} />);
    await mounted.rerender(<Searched zoek="knaus" rows={[...docs]} />);
    expect(rendered).toEqual(['Kentekenbewijs', 'Polis']);
    // A row whose data changed renders again; a row that comes back is mounted.
    const changed = docs.map((d) => (d.id === '2' ? { ...d, naam: 'Polis 2027' } : d));
    await mounted.rerender(<Searched zoek="" rows={changed} />);
    expect(rendered).toEqual(['Kentekenbewijs', 'Polis', 'Kentekenbewijs', 'Polis 2027']);
    expect(bodyRows(mounted)).toEqual(['Kentekenbewijs', 'Polis 2027']);
  });
});

describe('Table with a new list of many rows', () => {
  type Row = { id: string };
  const list = (prefix: string, n: number): Row[] =>
    Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}` }));
  const columns = [{ key: 'id', header: 'Id', cell: (r: Row) => r.id }];

  it('commits the first rows, then the rest; rows added at the end come at once', async () => {
    const commits: number[] = [];
    const counted = (rows: Row[]) => (
      <Profiler id="lijst" onRender={() => commits.push(document.querySelectorAll('tbody tr').length)}>
        <Table caption="Lijst" rows={rows} rowKey={(r) => r.id} columns={columns} emptyText="Leeg" />
      </Profiler>
    );
    const first = list('a', 30);
    mounted = await render(counted(first));
    expect(commits).toEqual([30]);
    commits.length = 0;
    await mounted.rerender(counted(list('b', 30)));
    // The new search's first twelve rows are on screen in the first commit, all thirty in the next.
    expect(commits).toEqual([12, 30]);
    commits.length = 0;
    await mounted.rerender(counted([...list('b', 30), ...list('c', 20)]));
    expect(commits).toEqual([50]);
  });
});

describe('DetailList', () => {
  it('lists the filled details and leaves the empty ones out', async () => {
    mounted = await render(
      <DetailList
        items={[
          { label: 'Naam', value: 'Anna' },
          { label: 'Beschrijving', value: null },
          { label: 'Telefoonnummer', value: '' },
          { label: 'Aantal familieleden', value: 0 },
        ]}
      />,
    );
    expect([...mounted.container.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Naam',
      'Aantal familieleden',
    ]);
    expect(mounted.container.querySelectorAll('dd')[1]?.textContent).toBe('0');
  });
});

describe('Card', () => {
  it('is a section named by its title', async () => {
    mounted = await render(<Card title="Reserveringscredits">3 credits</Card>);
    const section = mounted.container.querySelector('section');
    const labelledBy = section?.getAttribute('aria-labelledby') ?? '';
    expect(document.getElementById(labelledBy)?.textContent).toBe('Reserveringscredits');
  });

  it('lets an explicit aria-label name it instead, and has no name without a title', async () => {
    mounted = await render(
      <>
        <Card title="Kalender" aria-label="Reserveren" />
        <Card>zonder titel</Card>
      </>,
    );
    const [named, untitled] = mounted.container.querySelectorAll('section');
    expect(named?.getAttribute('aria-label')).toBe('Reserveren');
    expect(named?.hasAttribute('aria-labelledby')).toBe(false);
    expect(untitled?.hasAttribute('aria-labelledby')).toBe(false);
  });
});

describe('BottomTabBar', () => {
  it('shows a short label on the tab and keeps the full one as the link name', async () => {
    const mounted = await render(
      <BottomTabBar
        tabs={[
          {
            label: 'Beschikbare campers',
            shortLabel: 'Campers',
            icon: null,
            link: <a href="/dashboard">Campers</a>,
          },
          { label: 'Profiel', icon: null, link: <a href="/dashboard/profile">Profiel</a> },
        ]}
      />,
    );
    const [campers, profiel] = [...mounted.container.querySelectorAll('a')];
    expect(campers?.textContent).toBe('Campers');
    expect(campers?.getAttribute('aria-label')).toBe('Beschikbare campers');
    expect(profiel?.textContent).toBe('Profiel');
    expect(profiel?.hasAttribute('aria-label')).toBe(false);
    await mounted.unmount();
  });
});

describe('HeaderNav', () => {
  it('shows the full labels of the same tabs, marks the active one and carries the navigation name', async () => {
    const mounted = await render(
      <HeaderNav
        label="Navigatie dashboard"
        tabs={[
          {
            label: 'Beschikbare campers',
            shortLabel: 'Campers',
            icon: <svg />,
            link: <a href="/dashboard">Campers</a>,
            active: true,
          },
          { label: 'Profiel', icon: null, link: <a href="/dashboard/profile">Profiel</a>, active: false },
        ]}
      />,
    );
    expect(mounted.container.querySelector('nav')?.getAttribute('aria-label')).toBe('Navigatie dashboard');
    const [campers, profiel] = [...mounted.container.querySelectorAll('a')];
    expect(campers?.textContent).toBe('Beschikbare campers');
    expect(campers?.getAttribute('aria-current')).toBe('page');
    expect(campers?.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    expect(profiel?.textContent).toBe('Profiel');
    expect(profiel?.hasAttribute('aria-current')).toBe(false);
    await mounted.unmount();
  });
});
