import { ChevronDown, ChevronLeft, ChevronRight, Menu, X } from 'lucide-react';
import type { NavItem } from '../generated/site.ts';
import { useSite } from '../site.tsx';
import { ActionLink } from '../ui/ActionLink.tsx';
import { LinkItems, SmartLink } from '../ui/SmartLink.tsx';
import { Logo } from './Logo.tsx';

/** Touch-sized entries in the phone menu. */
const mobileItem = 'py-3 text-base';

const panelId = (mobile: boolean, label: string) => `nav-${mobile ? 'm' : 'd'}-${label.toLowerCase().replace(/\W+/g, '-')}`;

/**
 * The fixed header, with no JavaScript: every menu is a popover the browser opens and closes. An "auto"
 * popover closes any other (the dropdowns are mutually exclusive), closes on an outside click and on
 * Escape (focus goes back to its button), and tells assistive tech whether its button is expanded. A
 * phone-menu group is a popover inside the menu's popover, so closing the menu closes it too. A link
 * loads a new page, which starts with every menu closed. The scrolled style is CSS (styles.css).
 */
export function Header() {
  const { header } = useSite();
  return (
    <header className="site-header fixed inset-x-0 top-0 z-40">
      {/* Browsers paint a page while they are still parsing it. Each part of this row is placed by what
          comes before it (the menu after the logo, the button pushed right by its own margin), never
          by what follows, so a first paint with half of the header parsed puts everything where it stays. */}
      <div className="container-page flex h-16 items-center gap-3 md:h-18 lg:gap-6 xl:gap-10">
        <Logo compactOnTablet />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center lg:gap-1">
            {header.nav
              .filter((item) => !item.mobileOnly)
              .map((item) => (
                <DesktopItem key={item.label} item={item} />
              ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <ActionLink
            action={header.cta}
            className="btn-primary hidden whitespace-nowrap md:inline-flex md:max-xl:px-3 md:max-xl:text-sm"
          />
          <button
            type="button"
            popoverTarget="mobile-menu"
            className="menu-toggle inline-flex size-11 items-center justify-center rounded-lg text-ink-800 hover:bg-ink-100 md:hidden"
          >
            {/* The name follows the menu's state through CSS (styles.css), as the icon does. */}
            <span className="when-menu-closed sr-only">Open menu</span>
            <span className="when-menu-open sr-only">Close menu</span>
            <Menu className="when-menu-closed size-6" aria-hidden="true" />
            <X className="when-menu-open size-6" aria-hidden="true" />
          </button>
        </div>
      </div>
      <nav id="mobile-menu" popover="auto" aria-label="Main" className="mobile-menu md:hidden">
        <ul className="container-page space-y-1 py-4">
          {header.nav.map((item) => (
            <MobileItem key={item.label} item={item} />
          ))}
        </ul>
        <div className="container-page pb-6">
          <ActionLink action={header.cta} className="btn-primary w-full" />
        </div>
      </nav>
    </header>
  );
}

function DesktopItem({ item }: { item: NavItem }) {
  if (!item.items) {
    return (
      <li>
        <SmartLink href={item.href ?? '/'} className="nav-link">
          {item.label}
        </SmartLink>
      </li>
    );
  }
  const id = panelId(false, item.label);
  return (
    <li>
      <button type="button" className="nav-link nav-toggle w-full justify-between" popoverTarget={id}>
        {item.label}
        <ChevronDown className="size-4 transition-transform" aria-hidden="true" />
      </button>
      <ul id={id} popover="auto" className={`dropdown-panel ${item.items.length > 8 ? 'grid w-[30rem] grid-cols-2 gap-x-2' : 'w-64'}`}>
        <LinkItems links={item.items} className="dropdown-link" />
      </ul>
    </li>
  );
}

/** In the phone menu a group opens as a panel over the menu, with a way back; the menu stays open beneath. */
function MobileItem({ item }: { item: NavItem }) {
  if (!item.items) {
    return (
      <li>
        <SmartLink href={item.href ?? '/'} className={`nav-link flex ${mobileItem}`}>
          {item.label}
        </SmartLink>
      </li>
    );
  }
  const id = panelId(true, item.label);
  return (
    <li>
      <button type="button" className={`nav-link w-full justify-between ${mobileItem}`} popoverTarget={id}>
        {item.label}
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
      <div id={id} popover="auto" role="group" aria-label={item.label} className="mobile-menu">
        <div className="container-page py-4">
          {/* Focus moves into the group as it opens, so Escape or Back returns it to the group's button. */}
          <button type="button" className={`nav-link ${mobileItem}`} popoverTarget={id} popoverTargetAction="hide" autoFocus>
            <ChevronLeft className="size-4" aria-hidden="true" />
            Back<span className="sr-only"> to the menu</span>
          </button>
          <p className="mt-2 px-1.5 text-sm font-semibold tracking-wide text-ink-500 uppercase">{item.label}</p>
          <ul className="mt-2 space-y-1">
            <LinkItems links={item.items} className={`dropdown-link ${mobileItem}`} />
          </ul>
        </div>
      </div>
    </li>
  );
}
