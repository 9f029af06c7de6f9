import { ChevronDown, Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSite } from '../site.tsx';
import { ActionLink } from '../ui/ActionLink.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { Logo } from './Logo.tsx';

/** Touch-sized entries in the phone menu. */
const mobileItem = 'py-3 text-base';

/** The fixed header: desktop menu with mutually exclusive dropdowns, and a phone menu behind a toggle. */
export function Header() {
  const { header } = useSite();
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const location = useLocation();

  // Any navigation closes every menu: adjusted while rendering the new path, so no frame shows a menu
  // left open over the next page (an effect would run only after that frame).
  const [menusPath, setMenusPath] = useState(location.pathname);
  if (menusPath !== location.pathname) {
    setMenusPath(location.pathname);
    setOpenGroup(null);
    setMobileOpen(false);
  }

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 20);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    if (!openGroup && !mobileOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) {
        setOpenGroup(null);
        setMobileOpen(false);
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Focus goes back to the control that opened what is closing, so keyboard users keep their place.
      const opener = headerRef.current?.querySelector<HTMLElement>(
        openGroup ? '[aria-expanded="true"][aria-controls^="nav-"]' : '[aria-controls="mobile-menu"]',
      );
      setOpenGroup(null);
      setMobileOpen(false);
      opener?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [openGroup, mobileOpen]);

  const closeAll = () => {
    setOpenGroup(null);
    setMobileOpen(false);
  };
  const toggleGroup = (label: string) => setOpenGroup((current) => (current === label ? null : label));

  const renderItems = (mobile: boolean) =>
    header.nav
      .filter((item) => mobile || !item.mobileOnly)
      .map((item) => {
        if (item.items) {
          const open = openGroup === item.label;
          const panelId = `nav-${mobile ? 'm' : 'd'}-${item.label.toLowerCase().replace(/\W+/g, '-')}`;
          return (
            <li key={item.label} className={mobile ? '' : 'relative'}>
              <button
                type="button"
                className={`nav-link w-full justify-between ${mobile ? mobileItem : ''}`}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggleGroup(item.label)}
              >
                {item.label}
                <ChevronDown className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
              </button>
              <ul
                id={panelId}
                hidden={!open}
                className={
                  mobile
                    ? 'mt-1 ml-3 border-l border-ink-200 pl-3'
                    : `dropdown-panel ${item.items.length > 8 ? 'grid w-[30rem] grid-cols-2 gap-x-2' : 'w-64'}`
                }
              >
                {item.items.map((link) => (
                  <li key={link.href}>
                    <SmartLink href={link.href} className="dropdown-link">
                      {link.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        }
        return (
          <li key={item.label}>
            <SmartLink href={item.href ?? '/'} className={`nav-link ${mobile ? `flex ${mobileItem}` : ''}`}>
              {item.label}
            </SmartLink>
          </li>
        );
      });

  return (
    <header
      ref={headerRef}
      data-scrolled={scrolled}
      onClick={(event) => (event.target as HTMLElement).closest('a') && closeAll()}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] ${scrolled || mobileOpen ? 'bg-white/95 shadow-header backdrop-blur' : 'bg-white/70'}`}
    >
      {/* Browsers paint a page while they are still parsing it. Each part of this row is placed by what
          comes before it (the menu after the logo, the button pushed right by its own margin), never
          by what follows, so a first paint with half of the header parsed puts everything where it stays. */}
      <div className="container-page flex h-16 items-center gap-3 md:h-18 lg:gap-6 xl:gap-10">
        <Logo compactOnTablet />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center lg:gap-1">{renderItems(false)}</ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <ActionLink
            action={header.cta}
            className="btn-primary hidden whitespace-nowrap md:inline-flex md:max-xl:px-3 md:max-xl:text-sm"
          />
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg text-ink-800 hover:bg-ink-100 md:hidden"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            onClick={() => (mobileOpen ? closeAll() : setMobileOpen(true))}
          >
            {mobileOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
          </button>
        </div>
      </div>
      <nav
        id="mobile-menu"
        aria-label="Main"
        hidden={!mobileOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-ink-100 bg-white md:hidden"
      >
        <ul className="container-page space-y-1 py-4">{renderItems(true)}</ul>
        <div className="container-page pb-6">
          <ActionLink action={header.cta} className="btn-primary w-full" />
        </div>
      </nav>
    </header>
  );
}
