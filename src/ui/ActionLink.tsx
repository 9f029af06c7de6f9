import type { Action } from '../generated/page.ts';
import { useAuditDialog } from '../forms/AuditDialog.tsx';
import { preloadLeadForm } from '../forms/LeadFormSlot.tsx';
import { SmartLink } from './SmartLink.tsx';

/**
 * A button-styled action from the page data. An action that opens a form stays a real link in the
 * HTML (it works without JavaScript) and opens the pop-up instead once the page is interactive.
 */
export function ActionLink({ action, className }: { action: Pick<Action, 'label' | 'href' | 'opensForm' | 'context'>; className: string }) {
  const openAudit = useAuditDialog();
  const label = (
    <>
      {action.label}
      {action.context && <span className="sr-only"> {action.context}</span>}
    </>
  );
  if (action.opensForm === 'audit' && openAudit) {
    return (
      <a
        href={action.href}
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={preloadLeadForm}
        onFocus={preloadLeadForm}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          openAudit(event.currentTarget);
        }}
      >
        {label}
      </a>
    );
  }
  return (
    <SmartLink href={action.href} className={className}>
      {label}
    </SmartLink>
  );
}
