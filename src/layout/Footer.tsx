import { Mail, MapPin, Phone } from 'lucide-react';
import { useSite } from '../site.tsx';
import { ActionLink } from '../ui/ActionLink.tsx';
import { LinkItems, SmartLink } from '../ui/SmartLink.tsx';
import { telHref } from '../ui/tel-href.ts';
import { Logo } from './Logo.tsx';
import { SocialIcon } from './SocialIcon.tsx';

const networkNames = { linkedin: 'LinkedIn', x: 'X', facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube' } as const;

export function Footer() {
  const { brand, contact, footer, social } = useSite();
  return (
    <footer className="bg-ink-950 text-ink-300">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo tone="light" />
          <p className="mt-4 text-sm leading-relaxed">{brand.blurb}</p>
          <ul className="mt-5 flex gap-2">
            {social.map((profile) => (
              <li key={profile.network}>
                <SmartLink
                  href={profile.href}
                  className="flex size-11 items-center justify-center rounded-lg bg-white/5 text-ink-200 hover:bg-white/15 hover:text-white"
                >
                  <SocialIcon network={profile.network} />
                  <span className="sr-only">{`${brand.name} on ${networkNames[profile.network]}`}</span>
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
        {footer.groups.map((group) => (
          <div key={group.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{group.title}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {(group.links ?? []).map((link) => (
                <li key={link.href + link.label}>
                  <SmartLink href={link.href} className="footer-link">
                    {link.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex gap-2">
              <Mail className="size-4 shrink-0 translate-y-0.5" aria-hidden="true" />
              <a href={`mailto:${contact.email}`} className="footer-link">
                {contact.email}
              </a>
            </li>
            <li className="flex gap-2">
              <Phone className="size-4 shrink-0 translate-y-0.5" aria-hidden="true" />
              <a href={telHref(contact.phone)} className="footer-link">
                {contact.phone}
              </a>
            </li>
            <li className="flex gap-2">
              <MapPin className="size-4 shrink-0 translate-y-0.5" aria-hidden="true" />
              <span>{contact.address}</span>
            </li>
          </ul>
          <ActionLink action={footer.cta} className="btn-accent mt-6" />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{footer.copyright}</p>
          {footer.legal.length > 0 && (
            <ul className="flex gap-6">
              <LinkItems links={footer.legal} className="footer-link" />
            </ul>
          )}
        </div>
      </div>
    </footer>
  );
}
