import type { Action } from '../generated/page.ts';
import { auditDialogId } from '../forms/audit-dialog-id.ts';
import { SmartLink } from './SmartLink.tsx';

/** Invoker-command attributes, which React passes through as written (its types do not list them yet). */
const opensAuditDialog = { commandfor: auditDialogId, command: 'show-modal' } as Record<string, string>;

/**
 * A button-styled action from the page data. An action that opens a form is a button that opens the
 * page's audit dialog by the platform (no script), and stays a link to its page where the browser
 * cannot (styles.css shows one or the other).
 */
export function ActionLink({ action, className }: { action: Pick<Action, 'label' | 'href' | 'opensForm' | 'context'>; className: string }) {
  const label = (
    <>
      {action.label}
      {action.context && <span className="sr-only"> {action.context}</span>}
    </>
  );
  if (action.opensForm === 'audit') {
    return (
      <>
        <button type="button" className={`${className} audit-trigger`} aria-haspopup="dialog" {...opensAuditDialog}>
          {label}
        </button>
        <a href={action.href} className={`${className} audit-fallback`}>
          {label}
        </a>
      </>
    );
  }
  return (
    <SmartLink href={action.href} className={className}>
      {label}
    </SmartLink>
  );
}
